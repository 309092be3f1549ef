import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE_SIZE } from '@rol/protocol/notification-routes';
import { players } from '../../src/db/schema/players.ts';
import { insertNotification } from '../../src/players/notifications.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('news flags and notifications', () => {
  it('resets each news flag', async () => {
    const guest = await t.guest();
    await t.db
      .update(players)
      .set({ roadNews: true, creatureNews: true, haveNewNotification: true })
      .where(eq(players.id, guest.playerId));
    expect((await t.post('/api/player/news/road/reset', undefined, { token: guest.token })).json()).toEqual({
      roadNews: false,
      creatureNews: true,
      haveNewNotification: true,
    });
    expect(
      (await t.post('/api/player/news/creature/reset', undefined, { token: guest.token })).json(),
    ).toMatchObject({
      creatureNews: false,
    });
    expect(
      (await t.post('/api/player/notification/reset', undefined, { token: guest.token })).json(),
    ).toMatchObject({
      haveNewNotification: false,
    });
    expectRefusal(await t.post('/api/player/news/road/reset'), 401, 'UNAUTHORIZED');
  });

  it('lists notifications newest first in pages and removes only the player’s own', async () => {
    const guest = await t.guest();
    const other = await t.guest();
    const now = new Date(t.clock());
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 2; i += 1)
      await insertNotification(t.db, { playerId: guest.playerId, type: 'TEST', params: { i }, now });
    const foreign = await insertNotification(t.db, { playerId: other.playerId, type: 'TEST', now });
    const first = (await t.get('/api/player/notif/list', { token: guest.token })).json<{
      notifications: { id: number; params: { i: number } }[];
      hasMore: boolean;
    }>();
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.notifications[0]?.params.i).toBe(NOTIFICATIONS_PAGE_SIZE + 1);
    expect(first.hasMore).toBe(true);
    const second = (await t.get('/api/player/notif/list', { token: guest.token, query: { page: 1 } })).json<{
      notifications: unknown[];
      hasMore: boolean;
    }>();
    expect(second).toMatchObject({ hasMore: false });
    expect(second.notifications).toHaveLength(2);
    const id = first.notifications[0]?.id ?? 0;
    expect(
      (await t.post(`/api/player/notif/remove/${id}`, undefined, { token: guest.token })).json(),
    ).toEqual({ removed: id });
    expectRefusal(
      await t.post(`/api/player/notif/remove/${id}`, undefined, { token: guest.token }),
      404,
      'NOTIFICATION_NOT_FOUND',
    );
    expectRefusal(
      await t.post(`/api/player/notif/remove/${foreign}`, undefined, { token: guest.token }),
      404,
      'NOTIFICATION_NOT_FOUND',
    );
    expectRefusal(
      await t.post('/api/player/notif/remove/abc', undefined, { token: guest.token }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await t.get('/api/player/notif/list', { token: guest.token, query: { page: -1 } }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
