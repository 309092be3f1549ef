import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessageDto } from '@rol/protocol/message-dto';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { chatter, postText, type Chatter } from './chatters.ts';

let t: TestApp;
let alice: Chatter;
beforeAll(async () => {
  t = await createTestApp();
  alice = await chatter(t);
});
afterAll(() => t.close());
// Each test starts in a new flood window (5 messages in 10 s: test/messages/flood-limit.route.test.ts); none sends more.
beforeEach(() => t.clock.advance(10_000));

const send = (room: string, body: unknown, token = alice.token, form = false) =>
  t.post(`/api/chat/${room}/send`, body, { token, form });

describe('POST /api/chat/:room/send', () => {
  it('takes the text as JSON, form or a raw text/plain body, trimmed, and answers the message', async () => {
    for (const res of [
      await send('main', { text: '  hello json  ' }),
      await send('main', { text: '  hello json  ' }, alice.token, true),
      await postText(t, '/api/chat/main/send', '  hello json  ', alice.token),
      await send('main', '  hello json  '),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      const message = chatMessageDto.parse(res.json());
      expect(message).toMatchObject({
        room: 'main',
        text: 'hello json',
        authorId: alice.playerId,
        authorName: alice.name,
        time: t.clock(),
      });
    }
  });

  it('needs a session', async () => {
    expectRefusal(await send('main', { text: 'hi' }, ''), 401, 'UNAUTHORIZED');
  });

  it('needs level 10 (moderators excepted) and says so in the player language', async () => {
    const low = await chatter(t, { level: 9 });
    const envelope = expectRefusal(await send('main', { text: 'hi' }, low.token), 400, 'CHAT_LEVEL_REQUIRED');
    expect(envelope.details).toMatchObject({ level: 10 });
    expect(envelope.message).toContain('10');
    const moderator = await chatter(t, { level: 1, accessLevel: 'MODERATOR' });
    expect((await send('main', { text: 'hi' }, moderator.token)).statusCode).toBe(200);
  });

  it('refuses a chat-banned player until the ban ends', async () => {
    const banned = await chatter(t, { chatBanUntil: new Date(t.clock() + 60_000) });
    const envelope = expectRefusal(await send('main', { text: 'hi' }, banned.token), 400, 'CHAT_BANNED');
    expect(envelope.details).toMatchObject({ untilMs: t.clock() + 60_000 });
    const expired = await chatter(t, { chatBanUntil: new Date(t.clock() - 1) });
    expect((await send('main', { text: 'hi' }, expired.token)).statusCode).toBe(200);
  });

  it('takes at most 1000 characters (code points), not blank', async () => {
    expect((await send('main', { text: 'a'.repeat(1000) })).statusCode).toBe(200);
    expect((await send('main', { text: '😀'.repeat(1000) })).statusCode).toBe(200);
    const long = expectRefusal(await send('main', { text: 'a'.repeat(1001) }), 400, 'TEXT_TOO_LONG');
    expect(long.details).toMatchObject({ max: 1000 });
    expectRefusal(await send('main', { text: 'a'.repeat(20_001) }), 400, 'VALIDATION_FAILED');
    expectRefusal(await send('main', { text: '   \n ' }), 400, 'TEXT_EMPTY');
    expectRefusal(await send('main', { text: '' }), 400, 'TEXT_EMPTY');
    expectRefusal(await postText(t, '/api/chat/main/send', '', alice.token), 400, 'TEXT_EMPTY');
    expectRefusal(await send('main', {}), 400, 'VALIDATION_FAILED');
    expectRefusal(await send('main', { text: 42 }), 400, 'VALIDATION_FAILED');
  });

  it('refuses pictures but keeps plain links', async () => {
    for (const text of [
      'look data:image/png;base64,iVBORw0KGgo=',
      '<img src="x">',
      '[img]http://x.org/a[/img]',
      '![cat](http://x.org/cat)',
      'see https://example.com/cat.PNG',
      'www.example.com/a.jpeg?size=2',
    ])
      expectRefusal(await send('main', { text }), 400, 'PICTURES_NOT_SUPPORTED');
    for (const text of ['https://example.com/page', 'a file called cat.png', 'http://example.com/png/'])
      expect((await send('main', { text })).statusCode, text).toBe(200);
  });

  it('keeps the forwarded and smiley markers and checks their form', async () => {
    const fwd = await send('main', { text: '[fwd]Bob_1: hello there' });
    expect(fwd.json()).toMatchObject({ text: '[fwd]Bob_1: hello there' });
    expect((await send('main', { text: '[smile]24' })).json()).toMatchObject({ text: '[smile]24' });
    for (const text of [
      '[fwd]no colon',
      '[fwd]Bob: ',
      '[fwd]: hi',
      '[smile]0',
      '[smile]25',
      '[smile]3 and text',
    ])
      expectRefusal(await send('main', { text }), 400, 'MESSAGE_FORMAT_INVALID');
  });

  it('knows main, clan and private-<id> rooms only', async () => {
    expectRefusal(await send('lobby', { text: 'hi' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await send('private-0', { text: 'hi' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await send('private-abc', { text: 'hi' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await send('clan', { text: 'hi' }), 403, 'ROOM_FORBIDDEN');
    expectRefusal(await send(`private-${alice.playerId}`, { text: 'hi' }), 403, 'ROOM_FORBIDDEN');
    expectRefusal(await send('private-99999999', { text: 'hi' }), 404, 'NOT_FOUND');
  });

  it('sends to a private room, named from each side, unless either has blocked the other', async () => {
    const bob = await chatter(t);
    const res = await send(`private-${bob.playerId}`, { text: 'psst' });
    expect(res.json()).toMatchObject({ room: `private-${bob.playerId}`, text: 'psst' });
    const bobSees = await t.get(`/api/chat/private-${alice.playerId}/list`, { token: bob.token });
    expect(bobSees.json()).toMatchObject({ messages: [{ room: `private-${alice.playerId}`, text: 'psst' }] });

    expect(
      (await t.post(`/api/mail/block/${alice.playerId}`, undefined, { token: bob.token })).statusCode,
    ).toBe(200);
    expectRefusal(await send(`private-${bob.playerId}`, { text: 'hi' }), 400, 'USER_UNAVAILABLE_FOR_CONTACT');
    expectRefusal(
      await send(`private-${alice.playerId}`, { text: 'hi' }, bob.token),
      400,
      'USER_UNAVAILABLE_FOR_CONTACT',
    );
    await t.post(`/api/mail/unblock/${alice.playerId}`, undefined, { token: bob.token });
    expect((await send(`private-${bob.playerId}`, { text: 'again' })).statusCode).toBe(200);
  });
});
