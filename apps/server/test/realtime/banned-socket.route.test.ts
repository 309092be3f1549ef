import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { players } from '../../src/db/schema/players.ts';
import { closeBannedSockets } from '../../src/http/banned-socket-sweep.ts';
import { eventually, stompClient } from './stomp-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** A banned player's socket is closed; their next CONNECT is refused. */
let t: TestApp;
let wsUrl = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/websocket`;
});
afterAll(() => t.close());

describe('banned players and their sockets', () => {
  it('closes the banned player’s socket, keeps the others, and refuses the next connection', async () => {
    const banned = await t.guest();
    const other = await t.guest();
    const bannedStomp = stompClient(wsUrl, { JSESSIONID: banned.token });
    const otherStomp = stompClient(wsUrl, { JSESSIONID: other.token });
    onTestFinished(async () => {
      await Promise.all([bannedStomp.client.deactivate(), otherStomp.client.deactivate()]);
    });
    await Promise.all([bannedStomp.connected, otherStomp.connected]);

    expect(await closeBannedSockets(t.db, t.app.realtime.broker, t.clock())).toBe(0);

    await t.db
      .update(players)
      .set({ banUntil: new Date(t.clock() + 3_600_000), banReason: 'flood' })
      .where(eq(players.id, banned.playerId));
    expect(await closeBannedSockets(t.db, t.app.realtime.broker, t.clock())).toBe(1);
    await bannedStomp.closed;
    expect(bannedStomp.errors[0]?.headers['error-code']).toBe('SESSION_CLOSED');
    await eventually(() => !t.app.realtime.broker.connectedPlayerIds().includes(banned.playerId));
    expect(t.app.realtime.broker.connectedPlayerIds()).toEqual([other.playerId]);

    const again = stompClient(wsUrl, { JSESSIONID: banned.token });
    await expect(again.connected).rejects.toThrow(/closed before CONNECTED/);
  });

  it('lets a ban that has run out go by', async () => {
    const player = await t.guest();
    const stomp = stompClient(wsUrl, { JSESSIONID: player.token });
    onTestFinished(() => stomp.client.deactivate());
    await stomp.connected;
    await t.db
      .update(players)
      .set({ banUntil: new Date(t.clock() - 1), banReason: 'flood' })
      .where(eq(players.id, player.playerId));
    expect(await closeBannedSockets(t.db, t.app.realtime.broker, t.clock())).toBe(0);
    expect(t.app.realtime.broker.connectedPlayerIds()).toContain(player.playerId);
  });
});
