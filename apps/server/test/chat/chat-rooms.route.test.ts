import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoomsRoute } from '@rol/protocol/chat-routes';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { chatter, type Chatter } from './chatters.ts';

let t: TestApp;
let alice: Chatter;
let bob: Chatter;
let carol: Chatter;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol] = [await chatter(t), await chatter(t), await chatter(t)];
});
afterAll(() => t.close());

const rooms = async (who: Chatter) => {
  const res = await t.get('/api/chat/rooms', { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return chatRoomsRoute.response.parse(res.json()).rooms;
};
const say = (who: Chatter, room: string, text: string) =>
  t.post(`/api/chat/${room}/send`, { text }, { token: who.token });
const seen = (who: Chatter, room: string, body?: unknown) =>
  t.post(`/api/chat/${room}/seen`, body, { token: who.token });

describe('GET /api/chat/rooms and POST /api/chat/:room/seen', () => {
  it('lists main first, then private rooms with partners, last messages and unread counts', async () => {
    expect(await rooms(alice)).toEqual([
      { room: 'main', kind: 'main', partnerId: null, partnerName: null, lastMessage: null, unread: 0 },
    ]);
    await say(bob, 'main', 'hello all');
    await say(bob, `private-${alice.playerId}`, 'hi alice');
    await say(bob, `private-${alice.playerId}`, 'are you there?');
    t.clock.advance(1000);
    await say(carol, `private-${alice.playerId}`, 'carol here');
    const list = await rooms(alice);
    expect(list.map((r) => [r.room, r.partnerName, r.lastMessage?.text, r.unread])).toEqual([
      ['main', null, 'hello all', 1],
      [`private-${carol.playerId}`, carol.name, 'carol here', 1],
      [`private-${bob.playerId}`, bob.name, 'are you there?', 2],
    ]);
    // The author's own messages are not unread for them.
    expect((await rooms(bob)).find((r) => r.room === `private-${alice.playerId}`)?.unread).toBe(0);
  });

  it('marks a room seen (all of it, or up to an id), never backwards', async () => {
    const first = (await say(bob, `private-${alice.playerId}`, 'one more')).json<{ id: number }>().id;
    await say(bob, `private-${alice.playerId}`, 'and another');
    const unreadWithBob = async () => (await rooms(alice)).find((r) => r.partnerId === bob.playerId)?.unread;
    expect(await unreadWithBob()).toBe(4);
    expect((await seen(alice, `private-${bob.playerId}`, { lastId: first })).json()).toEqual({ ok: true });
    expect(await unreadWithBob()).toBe(1);
    expect((await seen(alice, `private-${bob.playerId}`)).statusCode).toBe(200);
    expect(await unreadWithBob()).toBe(0);
    await seen(alice, `private-${bob.playerId}`, { lastId: 1 });
    expect(await unreadWithBob()).toBe(0);
    await seen(alice, 'main', { lastId: '999999999' });
    expect((await rooms(alice))[0]?.unread).toBe(0);
  });

  it('shows each private room by its newest message the reader may see: deleted ones and blocked authors left out', async () => {
    const [dan, erin, frank] = [await chatter(t), await chatter(t), await chatter(t)];
    const privateTo = (who: Chatter) => `private-${who.playerId}`;
    const del = (who: Chatter, room: string, id: number) =>
      t.post(`/api/chat/${room}/message/${id}/delete`, undefined, { token: who.token });
    await say(erin, privateTo(dan), 'erin first');
    await say(erin, privateTo(dan), 'erin second');
    await say(frank, privateTo(dan), 'frank only');
    const danToErin = (await say(dan, privateTo(erin), 'dan to erin')).json<{ id: number }>().id;
    const byPartner = async () =>
      (await rooms(dan)).filter((r) => r.kind === 'private').map((r) => [r.partnerId, r.lastMessage?.text]);
    expect(await byPartner()).toEqual([
      [erin.playerId, 'dan to erin'],
      [frank.playerId, 'frank only'],
    ]);
    // The newest message deleted: the room shows the one before it, and falls back in the order.
    expect((await del(dan, privateTo(erin), danToErin)).statusCode).toBe(200);
    expect(await byPartner()).toEqual([
      [frank.playerId, 'frank only'],
      [erin.playerId, 'erin second'],
    ]);
    // Every message of a room deleted: the room is gone from the list.
    const frankMessage = (await rooms(dan)).find((r) => r.partnerId === frank.playerId)!.lastMessage!.id;
    expect((await del(frank, privateTo(dan), frankMessage)).statusCode).toBe(200);
    expect(await byPartner()).toEqual([[erin.playerId, 'erin second']]);
    // Erin blocked by Dan: her messages are left out of Dan's list, his own still show; Erin's list is hers.
    await say(dan, privateTo(erin), 'dan again');
    await say(erin, privateTo(dan), 'erin third');
    expect(
      (await t.post(`/api/mail/block/${erin.playerId}`, undefined, { token: dan.token })).statusCode,
    ).toBe(200);
    expect(await byPartner()).toEqual([[erin.playerId, 'dan again']]);
    expect((await rooms(erin)).find((r) => r.partnerId === dan.playerId)?.lastMessage?.text).toBe(
      'erin third',
    );
  });

  it('caps unread counts at 99, in the main room and in a private room', async () => {
    const [gina, hugo] = [await chatter(t), await chatter(t)];
    await seen(gina, 'main');
    for (let i = 0; i < 105; i += 1) {
      if (i % 5 === 0) t.clock.advance(10_000); // the flood limit: 5 messages in 10 s
      await say(hugo, `private-${gina.playerId}`, `ping ${i}`);
    }
    for (let i = 0; i < 105; i += 1) {
      if (i % 5 === 0) t.clock.advance(10_000);
      await say(hugo, 'main', `all ${i}`);
    }
    const list = await rooms(gina);
    expect(list.find((r) => r.room === 'main')?.unread).toBe(99);
    expect(list.find((r) => r.partnerId === hugo.playerId)).toMatchObject({ unread: 99 });
    expect((await seen(gina, `private-${hugo.playerId}`)).statusCode).toBe(200);
    expect((await rooms(gina)).find((r) => r.partnerId === hugo.playerId)?.unread).toBe(0);
  });

  it('refuses bad rooms and input', async () => {
    expectRefusal(await seen(alice, 'clan'), 403, 'ROOM_FORBIDDEN');
    expectRefusal(await seen(alice, 'nowhere'), 400, 'VALIDATION_FAILED');
    expectRefusal(await seen(alice, 'main', { lastId: 'x' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.get('/api/chat/rooms'), 401, 'UNAUTHORIZED');
  });
});
