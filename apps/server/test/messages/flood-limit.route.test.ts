import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/db/schema/chat-messages.ts';
import { mailMessages } from '../../src/db/schema/mail-messages.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { chatter, type Chatter } from '../chat/chatters.ts';

/** The flood limit as configured by default: 5 chat messages, and 5 mails, per player within 10 s. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chat = (who: Chatter, text: string, room = 'main') =>
  t.post(`/api/chat/${room}/send`, { text }, { token: who.token });
const mail = (who: Chatter, to: number | 'support', text: string, query: Record<string, string> = {}) =>
  t.post(`/api/mail/dialog/${to}/send`, { text }, { token: who.token, query });

/** How many rows of `table` the player wrote (`writer`: its author or sender column). */
const countWritten = async (table: PgTable, writer: AnyPgColumn, who: Chatter) => {
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(writer, who.playerId));
  return row?.n ?? 0;
};
const chatsBy = (who: Chatter) => countWritten(chatMessages, chatMessages.authorId, who);
const mailsBy = (who: Chatter) => countWritten(mailMessages, mailMessages.fromId, who);

describe('the chat flood limit', () => {
  it('takes 5 messages in 10 s across rooms, refuses the 6th with the seconds to wait, then takes again', async () => {
    const alice = await chatter(t);
    const bob = await chatter(t);
    for (const room of ['main', 'main', `private-${bob.playerId}`, 'main', `private-${bob.playerId}`])
      expect((await chat(alice, 'hi', room)).statusCode).toBe(200);
    const refused = expectRefusal(await chat(alice, 'one more'), 429, 'WRITING_TOO_FAST');
    expect(refused.details).toEqual({ seconds: 10 });
    expect(refused.message).toBe('Вы пишете слишком часто. Подождите 10 с.');
    expectRefusal(await chat(alice, 'private too', `private-${bob.playerId}`), 429, 'WRITING_TOO_FAST');

    t.clock.advance(9_500);
    expect(expectRefusal(await chat(alice, 'not yet'), 429, 'WRITING_TOO_FAST').details).toEqual({
      seconds: 1,
    });
    t.clock.advance(500);
    expect((await chat(alice, 'now')).statusCode).toBe(200);
    // Refused sends were not stored, so they do not count.
    expect(await chatsBy(alice)).toBe(6);
    // Another player is not held back by alice.
    expect((await chat(bob, 'hello')).statusCode).toBe(200);
  });

  it('counts deleted messages too', async () => {
    const carol = await chatter(t);
    for (let i = 0; i < 5; i++) {
      const { id } = (await chat(carol, `m${i}`)).json<{ id: number }>();
      const deleted = await t.post(`/api/chat/main/message/${id}/delete`, undefined, { token: carol.token });
      expect(deleted.statusCode).toBe(200);
    }
    expectRefusal(await chat(carol, 'again'), 429, 'WRITING_TOO_FAST');
  });

  it('does not hold back moderators', async () => {
    const moderator = await chatter(t, { accessLevel: 'MODERATOR' });
    for (let i = 0; i < 8; i++) expect((await chat(moderator, `notice ${i}`)).statusCode).toBe(200);
  });

  it('lets exactly 5 of 12 concurrent sends through', async () => {
    const dave = await chatter(t);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => chat(dave, `burst ${i}`)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(7).fill(429)]);
    for (const res of answers.filter((r) => r.statusCode === 429))
      expectRefusal(res, 429, 'WRITING_TOO_FAST');
    expect(await chatsBy(dave)).toBe(5);
  });
});

describe('the mail flood limit', () => {
  it('takes 5 mails in 10 s to any dialogs (support too), refuses the 6th in English for an English player', async () => {
    const erin = await chatter(t);
    expect((await t.post('/api/player/lang/switch/en', undefined, { token: erin.token })).statusCode).toBe(
      200,
    );
    const friends = [await chatter(t), await chatter(t)];
    for (const to of [friends[0]!.playerId, friends[1]!.playerId, 'support' as const, friends[0]!.playerId])
      expect((await mail(erin, to, 'hello')).statusCode).toBe(200);
    expect((await mail(erin, friends[1]!.playerId, 'fifth')).statusCode).toBe(200);
    const refused = expectRefusal(await mail(erin, friends[0]!.playerId, 'sixth'), 429, 'WRITING_TOO_FAST');
    expect(refused.details).toEqual({ seconds: 10 });
    expect(refused.message).toBe('You are writing too often. Wait 10 s.');
    expectRefusal(await mail(erin, 'support', 'help'), 429, 'WRITING_TOO_FAST');
    t.clock.advance(10_000);
    expect((await mail(erin, 'support', 'help')).statusCode).toBe(200);
    expect(await mailsBy(erin)).toBe(6);
  });

  it('counts chat and mail each on its own', async () => {
    const frank = await chatter(t);
    const gina = await chatter(t);
    for (let i = 0; i < 5; i++) expect((await chat(frank, `c${i}`)).statusCode).toBe(200);
    expectRefusal(await chat(frank, 'c5'), 429, 'WRITING_TOO_FAST');
    for (let i = 0; i < 5; i++) expect((await mail(frank, gina.playerId, `m${i}`)).statusCode).toBe(200);
    expectRefusal(await mail(frank, gina.playerId, 'm5'), 429, 'WRITING_TOO_FAST');
  });

  it('lets a moderator answer the support inbox without a limit', async () => {
    const asker = await chatter(t);
    const desk = await chatter(t, { accessLevel: 'MODERATOR' });
    expect((await mail(asker, 'support', 'my gold is gone')).statusCode).toBe(200);
    for (let i = 0; i < 7; i++)
      expect((await mail(desk, asker.playerId, `answer ${i}`, { support: '' })).statusCode).toBe(200);
  });

  it('lets exactly 5 of 12 concurrent mails through', async () => {
    const hugo = await chatter(t);
    const ivy = await chatter(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => mail(hugo, ivy.playerId, `burst ${i}`)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expectRefusal(res, 429, 'WRITING_TOO_FAST');
    expect(await mailsBy(hugo)).toBe(5);
  });
});

describe('two players writing to each other at once', () => {
  it('never deadlock: the writer lock leaves the row free for the rows that point at it', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 6 }, async () => [await chatter(t), await chatter(t)] as const),
    );
    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => [
        mail(a, b.playerId, 'to b'),
        mail(b, a.playerId, 'to a'),
        chat(a, 'psst', `private-${b.playerId}`),
        chat(b, 'psst', `private-${a.playerId}`),
      ]),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the flood limit setting', () => {
  it('follows the server configuration', async () => {
    const strict = await createTestApp({ config: { messageFlood: { max: 1, windowMs: 60_000 } } });
    try {
      const jack = await chatter(strict);
      const kim = await chatter(strict);
      const send = (path: string) => strict.post(path, { text: 'a' }, { token: jack.token });
      expect((await send('/api/chat/main/send')).statusCode).toBe(200);
      expect(expectRefusal(await send('/api/chat/main/send'), 429, 'WRITING_TOO_FAST').details).toEqual({
        seconds: 60,
      });
      expect((await send(`/api/mail/dialog/${kim.playerId}/send`)).statusCode).toBe(200);
      expectRefusal(await send(`/api/mail/dialog/${kim.playerId}/send`), 429, 'WRITING_TOO_FAST');
    } finally {
      await strict.close();
    }
  });
});
