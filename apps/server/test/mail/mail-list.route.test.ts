import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailListRoute } from '@rol/protocol/mail-routes';
import { mailMessagePageDto } from '@rol/protocol/message-dto';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { chatter, type Chatter } from '../chat/chatters.ts';

let t: TestApp;
let alice: Chatter;
let bob: Chatter;
let carol: Chatter;
let moderator: Chatter;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol] = [await chatter(t), await chatter(t), await chatter(t)];
  moderator = await chatter(t, { accessLevel: 'MODERATOR' });
});
afterAll(() => t.close());

const mailList = async (who: Chatter, query: Record<string, string | number> = {}) => {
  const res = await t.get('/api/mail/list', { token: who.token, query });
  expect(res.statusCode, res.body).toBe(200);
  return mailListRoute.response.parse(res.json());
};
const send = (from: Chatter, partner: number | string, text: string, query: Record<string, string> = {}) =>
  t.post(`/api/mail/dialog/${partner}/send`, { text }, { token: from.token, query });

describe('GET /api/mail/list', () => {
  it('starts with the support dialog, then dialogs by their latest message, with unread counts', async () => {
    expect(await mailList(alice)).toEqual({
      dialogs: [
        { partnerId: 0, partnerName: 'Support', support: true, lastMessage: null, unread: 0, blocked: false },
      ],
      hasMore: false,
      supportUnread: null,
    });
    await send(bob, alice.playerId, 'from bob 1');
    await send(bob, alice.playerId, 'from bob 2');
    t.clock.advance(1000);
    await send(alice, carol.playerId, 'to carol');
    const list = await mailList(alice);
    expect(list.dialogs.map((d) => [d.partnerId, d.partnerName, d.lastMessage?.text, d.unread])).toEqual([
      [0, 'Support', undefined, 0],
      [carol.playerId, carol.name, 'to carol', 0],
      [bob.playerId, bob.name, 'from bob 2', 2],
    ]);
    expect((await mailList(alice, { from: 0, to: 1 })).hasMore).toBe(true);
    expect((await mailList(alice, { from: 1, to: 2 })).dialogs.map((d) => d.partnerId)).toEqual([
      bob.playerId,
    ]);
    expectRefusal(
      await t.get('/api/mail/list', { token: alice.token, query: { from: 'x' } }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await t.get('/api/mail/list'), 401, 'UNAUTHORIZED');
  });
});

describe('support mail (?support)', () => {
  it('goes to a support inbox that moderators read and answer through the same calls', async () => {
    const asked = await send(alice, bob.playerId, 'I lost my sword', { support: '' });
    expect(asked.json()).toMatchObject({ fromId: alice.playerId, toId: 0, support: true });
    await send(carol, 'support', 'payment question');
    // A player's own support dialog, by the word `support` or `?support`.
    const own = await t.get('/api/mail/dialog/support/list', { token: alice.token });
    expect(mailMessagePageDto.parse(own.json()).messages.map((m) => m.text)).toEqual(['I lost my sword']);
    expect(
      (
        await t.get(`/api/mail/dialog/${carol.playerId}/list`, {
          token: alice.token,
          query: { support: 'true' },
        })
      ).json(),
    ).toMatchObject({ messages: [{ text: 'I lost my sword' }] });

    const inbox = await mailList(moderator, { support: '' });
    expect(inbox.supportUnread).toBe(2);
    expect(inbox.dialogs.map((d) => [d.partnerId, d.partnerName, d.support, d.unread])).toEqual([
      [carol.playerId, carol.name, true, 1],
      [alice.playerId, alice.name, true, 1],
    ]);
    const read = await t.get(`/api/mail/dialog/${alice.playerId}/list`, {
      token: moderator.token,
      query: { support: '' },
    });
    expect(mailMessagePageDto.parse(read.json()).messages.map((m) => [m.text, m.read])).toEqual([
      ['I lost my sword', true],
    ]);
    expect((await mailList(moderator)).supportUnread).toBe(1);

    const answer = await send(moderator, alice.playerId, 'Found it!', { support: '' });
    expect(answer.json()).toMatchObject({
      fromId: 0,
      fromName: 'Support',
      toId: alice.playerId,
      support: true,
    });
    const aliceList = await mailList(alice);
    expect(aliceList.dialogs[0]).toMatchObject({
      partnerId: 0,
      unread: 1,
      lastMessage: { text: 'Found it!' },
    });
    // A moderator's own mail list is a player's list; the support inbox needs ?support.
    expect((await mailList(moderator)).dialogs.map((d) => d.partnerId)).toEqual([0]);
  });

  it('gives players no inbox: ?support is their own dialog', async () => {
    const list = await mailList(bob, { support: '' });
    expect(list.supportUnread).toBeNull();
    expect(list.dialogs[0]).toMatchObject({ partnerId: 0, support: true });
    const res = await t.get(`/api/mail/dialog/${alice.playerId}/list`, {
      token: bob.token,
      query: { support: '' },
    });
    expect(mailMessagePageDto.parse(res.json()).messages).toEqual([]);
  });
});
