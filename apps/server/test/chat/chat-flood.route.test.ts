import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/db/schema/chat-messages.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { chatter, type Chatter } from './chatters.ts';

/** The chat's flood limit as configured by default: 5 messages per player within 10 s. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (who: Chatter, text: string, room = 'main') =>
  t.post(`/api/chat/${room}/send`, { text }, { token: who.token });

const storedBy = async (who: Chatter) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.authorId, who.playerId));
  return row?.n ?? 0;
};

describe('the chat flood limit', () => {
  it('takes 5 messages in 10 s across rooms, refuses the 6th with the seconds to wait, then takes again', async () => {
    const alice = await chatter(t);
    const bob = await chatter(t);
    for (const room of ['main', 'main', `private-${bob.playerId}`, 'main', `private-${bob.playerId}`])
      expect((await send(alice, 'hi', room)).statusCode).toBe(200);
    const refused = expectRefusal(await send(alice, 'one more'), 429, 'CHAT_TOO_FAST');
    expect(refused.details).toEqual({ seconds: 10 });
    expect(refused.message).toBe('Вы пишете слишком часто. Подождите 10 с.');
    expectRefusal(await send(alice, 'private too', `private-${bob.playerId}`), 429, 'CHAT_TOO_FAST');

    t.clock.advance(9_500);
    expect(expectRefusal(await send(alice, 'not yet'), 429, 'CHAT_TOO_FAST').details).toEqual({ seconds: 1 });
    t.clock.advance(500);
    expect((await send(alice, 'now')).statusCode).toBe(200);
    // Refused sends were not stored, so they do not count.
    expect(await storedBy(alice)).toBe(6);
    // Another player is not held back by alice.
    expect((await send(bob, 'hello')).statusCode).toBe(200);
  });

  it('counts deleted messages too', async () => {
    const carol = await chatter(t);
    for (let i = 0; i < 5; i++) {
      const { id } = (await send(carol, `m${i}`)).json<{ id: number }>();
      const deleted = await t.post(`/api/chat/main/message/${id}/delete`, undefined, { token: carol.token });
      expect(deleted.statusCode).toBe(200);
    }
    expectRefusal(await send(carol, 'again'), 429, 'CHAT_TOO_FAST');
  });

  it('does not hold back moderators', async () => {
    const moderator = await chatter(t, { accessLevel: 'MODERATOR' });
    for (let i = 0; i < 8; i++) expect((await send(moderator, `notice ${i}`)).statusCode).toBe(200);
  });

  it('lets exactly 5 of 12 concurrent sends through', async () => {
    const dave = await chatter(t);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(dave, `burst ${i}`)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(7).fill(429)]);
    for (const res of answers.filter((r) => r.statusCode === 429)) expectRefusal(res, 429, 'CHAT_TOO_FAST');
    expect(await storedBy(dave)).toBe(5);
  });

  it('follows the server configuration', async () => {
    const strict = await createTestApp({ config: { chatFlood: { messages: 1, windowMs: 60_000 } } });
    try {
      const erin = await chatter(strict);
      expect(
        (await strict.post('/api/chat/main/send', { text: 'a' }, { token: erin.token })).statusCode,
      ).toBe(200);
      const refused = await strict.post('/api/chat/main/send', { text: 'b' }, { token: erin.token });
      expect(expectRefusal(refused, 429, 'CHAT_TOO_FAST').details).toEqual({ seconds: 60 });
    } finally {
      await strict.close();
    }
  });
});
