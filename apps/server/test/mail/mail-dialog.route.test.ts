import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessageDto, mailMessagePageDto } from '@rol/protocol/message-dto';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { chatter, postText, type Chatter } from '../chat/chatters.ts';

let t: TestApp;
let alice: Chatter;
let bob: Chatter;
beforeAll(async () => {
  t = await createTestApp();
  // Mail needs no level.
  alice = await chatter(t, { level: 1 });
  bob = await chatter(t, { level: 1, chatBanUntil: new Date(Date.UTC(2100, 0, 1)) });
});
afterAll(() => t.close());

const send = (from: Chatter, to: number | string, body: unknown, query: Record<string, string> = {}) =>
  t.post(`/api/mail/dialog/${to}/send`, body, { token: from.token, query });
const dialog = async (
  who: Chatter,
  partner: number | string,
  query: Record<string, string | number> = {},
) => {
  const res = await t.get(`/api/mail/dialog/${partner}/list`, { token: who.token, query });
  expect(res.statusCode, res.body).toBe(200);
  return mailMessagePageDto.parse(res.json());
};
const hasNewMail = async (who: Chatter) =>
  (await t.get('/api/player/info/current', { token: who.token })).json<{
    player: { haveNewMailMessage: boolean };
  }>().player.haveNewMailMessage;

describe('POST /api/mail/dialog/:partner/send', () => {
  it('sends mail (JSON, form, text/plain), flags new mail until the dialog is read', async () => {
    expect(await hasNewMail(bob)).toBe(false);
    const res = await send(alice, bob.playerId, { text: ' hello bob ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(mailMessageDto.parse(res.json())).toMatchObject({
      text: 'hello bob',
      fromId: alice.playerId,
      fromName: alice.name,
      toId: bob.playerId,
      support: false,
      read: false,
      time: t.clock(),
    });
    expect(
      (
        await t.post(
          `/api/mail/dialog/${alice.playerId}/send`,
          { text: 'form' },
          { token: bob.token, form: true },
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await postText(t, `/api/mail/dialog/${bob.playerId}/send`, 'raw text', alice.token)).statusCode,
    ).toBe(200);
    expect(await hasNewMail(bob)).toBe(true);
    expect(await hasNewMail(alice)).toBe(true);
    const page = await dialog(bob, alice.playerId);
    expect(page.messages.map((m) => [m.text, m.read])).toEqual([
      ['hello bob', true],
      ['form', false],
      ['raw text', true],
    ]);
    expect(await hasNewMail(bob)).toBe(false);
    expect(await hasNewMail(alice)).toBe(true);
    await t.get(`/api/mail/dialog/${bob.playerId}/list/latest`, { token: alice.token });
    expect(await hasNewMail(alice)).toBe(false);
  });

  it('applies the text rules', async () => {
    expectRefusal(await send(alice, bob.playerId, { text: 'x'.repeat(1001) }), 400, 'TEXT_TOO_LONG');
    expectRefusal(await send(alice, bob.playerId, { text: '  ' }), 400, 'TEXT_EMPTY');
    expectRefusal(await send(alice, bob.playerId, { text: '<img src=x>' }), 400, 'PICTURES_NOT_SUPPORTED');
    expectRefusal(await send(alice, bob.playerId, { text: '[smile]x' }), 400, 'MESSAGE_FORMAT_INVALID');
    expectRefusal(await send(alice, bob.playerId, {}), 400, 'VALIDATION_FAILED');
  });

  it('refuses oneself, unknown players, bad partners and strangers', async () => {
    expectRefusal(await send(alice, alice.playerId, { text: 'me' }), 400, 'CANNOT_CONTACT_SELF');
    expectRefusal(await send(alice, 99_999_999, { text: 'who' }), 404, 'NOT_FOUND');
    expectRefusal(await send(alice, 'bob', { text: 'who' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await send(alice, 0, { text: 'who' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post(`/api/mail/dialog/${bob.playerId}/send`, { text: 'x' }), 401, 'UNAUTHORIZED');
    expectRefusal(await t.get(`/api/mail/dialog/${bob.playerId}/list`), 401, 'UNAUTHORIZED');
    expectRefusal(
      await t.get(`/api/mail/dialog/${alice.playerId}/list`, { token: alice.token }),
      400,
      'CANNOT_CONTACT_SELF',
    );
  });
});

describe('GET /api/mail/dialog/:partner/list (from, to) and /list/latest (afterId)', () => {
  it('pages by offsets from the newest and catches up after an id', async () => {
    const carol = await chatter(t);
    const dave = await chatter(t);
    const ids: number[] = [];
    for (let i = 1; i <= 25; i++) {
      ids.push(
        (await send(i % 2 ? carol : dave, i % 2 ? dave.playerId : carol.playerId, { text: `m${i}` })).json<{
          id: number;
        }>().id,
      );
      t.clock.advance(2_000); // under the flood limit (5 in 10 s)
    }
    const texts = (page: { messages: { text: string }[] }) => page.messages.map((m) => m.text);
    const first = await dialog(carol, dave.playerId);
    expect(first.messages).toHaveLength(20);
    expect(first.messages[0]?.text).toBe('m6');
    expect(first.hasMore).toBe(true);
    const rest = await dialog(dave, carol.playerId, { from: 20, to: 40 });
    expect(texts(rest)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(rest.hasMore).toBe(false);
    const latest = await t.get(`/api/mail/dialog/${dave.playerId}/list/latest`, {
      token: carol.token,
      query: { afterId: ids[22]! },
    });
    expect(texts(mailMessagePageDto.parse(latest.json()))).toEqual(['m24', 'm25']);
    expectRefusal(
      await t.get(`/api/mail/dialog/${dave.playerId}/list`, {
        token: carol.token,
        query: { from: 3, to: 1 },
      }),
      400,
      'VALIDATION_FAILED',
    );
    // Another pair's dialog is not reachable: a third player's partner id opens their own dialog.
    expect((await dialog(alice, dave.playerId)).messages).toEqual([]);
  });
});
