import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { chatter, type Chatter } from './chatters.ts';

let t: TestApp;
let alice: Chatter;
let bob: Chatter;
let moderator: Chatter;
beforeAll(async () => {
  t = await createTestApp();
  alice = await chatter(t);
  bob = await chatter(t);
  moderator = await chatter(t, { accessLevel: 'MODERATOR' });
});
afterAll(() => t.close());

const say = async (text: string, room = 'main', who = alice) =>
  (await t.post(`/api/chat/${room}/send`, { text }, { token: who.token })).json<{ id: number }>().id;
const remove = (room: string, id: number | string, who: Chatter | null) =>
  t.post(`/api/chat/${room}/message/${id}/delete`, undefined, { token: who?.token ?? null });
const mainTexts = async () =>
  (await t.get('/api/chat/main/list', { token: bob.token }))
    .json<{ messages: { text: string }[] }>()
    .messages.map((m) => m.text);

describe('POST /api/chat/:room/message/:id/delete', () => {
  it('lets the author delete their message, once', async () => {
    const id = await say('oops');
    const res = await remove('main', id, alice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true, messageId: id });
    expect(await mainTexts()).not.toContain('oops');
    expectRefusal(await remove('main', id, alice), 404, 'NOT_FOUND');
  });

  it("refuses another player's message to a non-moderator", async () => {
    const id = await say('mine');
    expectRefusal(await remove('main', id, bob), 403, 'FORBIDDEN');
    expect(await mainTexts()).toContain('mine');
  });

  it('lets a moderator delete anyone', async () => {
    const id = await say('rude');
    expect((await remove('main', id, moderator)).statusCode).toBe(200);
    expect(await mainTexts()).not.toContain('rude');
  });

  it('finds the message only in its own room', async () => {
    const id = await say('private', `private-${bob.playerId}`);
    expectRefusal(await remove('main', id, alice), 404, 'NOT_FOUND');
    expectRefusal(await remove(`private-${alice.playerId}`, id, moderator), 404, 'NOT_FOUND');
    expect((await remove(`private-${alice.playerId}`, id, bob)).statusCode).toBe(403);
    expect((await remove(`private-${bob.playerId}`, id, alice)).statusCode).toBe(200);
  });

  it('refuses bad input and strangers', async () => {
    expectRefusal(await remove('main', 99_999_999, alice), 404, 'NOT_FOUND');
    expectRefusal(await remove('main', 'abc', alice), 400, 'VALIDATION_FAILED');
    expectRefusal(await remove('main', 0, alice), 400, 'VALIDATION_FAILED');
    expectRefusal(await remove('main', 1, null), 401, 'UNAUTHORIZED');
    expectRefusal(await remove('clan', 1, alice), 403, 'ROOM_FORBIDDEN');
  });
});
