import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessagePageDto, type ChatMessagePageDto } from '@rol/protocol/message-dto';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { chatter, type Chatter } from './chatters.ts';

/** Paging of one private room with 45 messages (a fresh room, so counts are exact). */
let t: TestApp;
let alice: Chatter;
let bob: Chatter;
let room = '';
const ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  alice = await chatter(t);
  bob = await chatter(t);
  room = `private-${bob.playerId}`;
  for (let i = 1; i <= 45; i++) {
    const res = await t.post(`/api/chat/${room}/send`, { text: `m${i}` }, { token: alice.token });
    ids.push(res.json<{ id: number }>().id);
    t.clock.advance(2000); // under the flood limit (5 in 10 s)
  }
});
afterAll(() => t.close());

const list = async (query: Record<string, string | number>, token = alice.token, r = room) => {
  const res = await t.get(`/api/chat/${r}/list`, { token, query });
  expect(res.statusCode, res.body).toBe(200);
  return chatMessagePageDto.parse(res.json());
};
const texts = (page: ChatMessagePageDto) => page.messages.map((m) => m.text);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `m${from + i}`);

describe('GET /api/chat/:room/list (from, to)', () => {
  it('pages by offsets from the newest, oldest first in a page, 20 at most', async () => {
    const first = await list({});
    expect(texts(first)).toEqual(range(26, 45));
    expect(first.hasMore).toBe(true);
    expect(texts(await list({ from: 20, to: 40 }))).toEqual(range(6, 25));
    const last = await list({ from: 40, to: 60 });
    expect(texts(last)).toEqual(range(1, 5));
    expect(last.hasMore).toBe(false);
    expect(texts(await list({ from: 0, to: 5 }))).toEqual(range(41, 45));
    expect(texts(await list({ from: 0, to: 100 }))).toEqual(range(26, 45));
    expect(texts(await list({ from: 10 }))).toEqual(range(16, 35));
    expect((await list({ from: 7, to: 7 })).messages).toEqual([]);
    expect((await list({ from: 500 })).messages).toEqual([]);
  });

  it('answers the same room, named from their side, to the other member', async () => {
    const page = await list({ from: 0, to: 1 }, bob.token, `private-${alice.playerId}`);
    expect(page.messages[0]).toMatchObject({
      text: 'm45',
      room: `private-${alice.playerId}`,
      authorId: alice.playerId,
    });
  });

  it('never shows a private room to a third player (their private-<id> is their own room)', async () => {
    const carol = await chatter(t);
    expect((await list({}, carol.token, `private-${alice.playerId}`)).messages).toEqual([]);
    expect((await list({}, carol.token, `private-${bob.playerId}`)).messages).toEqual([]);
  });

  it('refuses bad paging', async () => {
    for (const query of [{ from: 5, to: 4 }, { from: -1 }, { from: 'x' }, { to: 1.5 }] as Record<
      string,
      string | number
    >[])
      expectRefusal(
        await t.get(`/api/chat/${room}/list`, { token: alice.token, query }),
        400,
        'VALIDATION_FAILED',
      );
    expectRefusal(await t.get(`/api/chat/${room}/list`), 401, 'UNAUTHORIZED');
    expectRefusal(await t.get('/api/chat/clan/list', { token: alice.token }), 403, 'ROOM_FORBIDDEN');
  });
});

describe('GET /api/chat/:room/list/latest (afterId)', () => {
  const latest = async (afterId?: number) => {
    const res = await t.get(`/api/chat/${room}/list/latest`, {
      token: alice.token,
      query: afterId === undefined ? {} : { afterId },
    });
    expect(res.statusCode, res.body).toBe(200);
    return chatMessagePageDto.parse(res.json());
  };

  it('answers messages after the id, oldest first, and flags a gap beyond one page', async () => {
    const few = await latest(ids[41]);
    expect(texts(few)).toEqual(range(43, 45));
    expect(few.hasMore).toBe(false);
    expect((await latest(ids[44])).messages).toEqual([]);
    const gap = await latest(ids[4]);
    expect(texts(gap)).toEqual(range(26, 45));
    expect(gap.hasMore).toBe(true);
    expect(texts(await latest())).toEqual(range(26, 45));
    expectRefusal(
      await t.get(`/api/chat/${room}/list/latest`, { token: alice.token, query: { afterId: -3 } }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('what a reader does not see', () => {
  it('leaves out deleted messages and, for the reader only, authors the reader has blocked', async () => {
    const dave = await chatter(t);
    const erin = await chatter(t);
    const say = async (who: Chatter, text: string) =>
      (await t.post('/api/chat/main/send', { text }, { token: who.token })).json<{ id: number }>().id;
    await say(dave, 'from dave');
    const gone = await say(erin, 'soon gone');
    await say(erin, 'from erin');
    await t.post(`/api/chat/main/message/${gone}/delete`, undefined, { token: erin.token });
    await t.post(`/api/mail/block/${erin.playerId}`, undefined, { token: dave.token });
    expect(texts(await list({ from: 0, to: 3 }, dave.token, 'main'))).not.toContain('from erin');
    expect(texts(await list({ from: 0, to: 2 }, alice.token, 'main'))).toEqual(['from dave', 'from erin']);
  });
});
