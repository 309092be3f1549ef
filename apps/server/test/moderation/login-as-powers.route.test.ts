import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { topicBody } from '../forum/forum-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { staffMember } from './staff-kit.ts';

/**
 * A login-as session has the player's powers only: staff logged in as another staff member never
 * use that member's staff tools, wherever they live (forum, chat, mail, news), not only `/api/tech`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (res: { headers: Record<string, unknown> }) => res.headers.jsession as string;

async function member(level: 'PLAYER' | 'MODERATOR' | 'ADMIN' | 'GOD') {
  const who = await staffMember(t, level, 'pow');
  await t.db.update(players).set({ level: 10 }).where(eq(players.id, who.playerId));
  return who;
}

/** `actor` logs in as `target` and gets the login-as session's token. */
async function enterAs(actor: { token: string }, target: { playerId: number }): Promise<string> {
  const enter = await t.post(`/api/tech/player/enter/${target.playerId}`, undefined, { token: actor.token });
  expect(enter.statusCode, enter.body).toBe(200);
  return tokenOf(enter);
}

describe('the powers of a login-as session', () => {
  it('an admin as a moderator has no moderator tools on the forum, in chat or mail', async () => {
    const alice = await member('PLAYER');
    const mod = await member('MODERATOR');
    const admin = await member('ADMIN');
    const topic = await t.post('/api/forum/topic/create', topicBody(), { token: alice.token });
    expect(topic.statusCode, topic.body).toBe(200);
    const topicId = (topic.json() as { topic: { id: number } }).topic.id;
    const message = await t.post('/api/chat/main/send', { text: 'hello' }, { token: alice.token });
    expect(message.statusCode, message.body).toBe(200);
    const messageId = (message.json() as { id: number }).id;

    const asMod = await enterAs(admin, mod);
    const info = (await t.get('/api/player/info/current', { token: asMod })).json();
    expect(info).toMatchObject({ player: { id: mod.playerId, accessLevel: 'PLAYER' }, admined: false });
    expectRefusal(await t.post(`/api/forum/topic/${topicId}/pin`, undefined, { token: asMod }), 403, 'FORBIDDEN');
    expectRefusal(await t.post(`/api/forum/topic/${topicId}/delete`, undefined, { token: asMod }), 403, 'FORBIDDEN');
    expectRefusal(
      await t.post(`/api/forum/topic/${topicId}/edit`, topicBody({ title: 'Mine now' }), { token: asMod }),
      403,
      'FORBIDDEN',
    );
    expectRefusal(
      await t.post(`/api/chat/main/message/${messageId}/delete`, undefined, { token: asMod }),
      403,
      'FORBIDDEN',
    );
    const inbox = await t.get('/api/mail/list', { token: asMod, query: { support: 'true' } });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json()).toMatchObject({ supportUnread: null });

    // The moderator's own session keeps the tools.
    expect((await t.post(`/api/forum/topic/${topicId}/pin`, undefined, { token: mod.token })).statusCode).toBe(200);
  });

  it('a developer as an administrator cannot write news', async () => {
    const god = await member('GOD');
    const admin = await member('ADMIN');
    const asAdmin = await enterAs(god, admin);
    const news = { kind: 'road', titleRu: 'Т', titleEn: 'T', textRu: 'Текст', textEn: 'Text' };
    expectRefusal(await t.post('/api/admin/news/add', news, { token: asAdmin }), 403, 'FORBIDDEN');
    expect((await t.post('/api/admin/news/add', news, { token: admin.token })).statusCode).toBe(200);
  });
});
