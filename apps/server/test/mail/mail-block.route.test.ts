import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailBlockListRoute, mailListRoute } from '@rol/protocol/mail-routes';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { chatter, type Chatter } from '../chat/chatters.ts';

let t: TestApp;
let alice: Chatter;
let bob: Chatter;
beforeAll(async () => {
  t = await createTestApp();
  alice = await chatter(t);
  bob = await chatter(t);
});
afterAll(() => t.close());

const block = (who: Chatter, id: number | string) =>
  t.post(`/api/mail/block/${id}`, undefined, { token: who.token });
const unblock = (who: Chatter, id: number | string) =>
  t.post(`/api/mail/unblock/${id}`, undefined, { token: who.token });
const mail = (from: Chatter, to: Chatter, text = 'hi') =>
  t.post(`/api/mail/dialog/${to.playerId}/send`, { text }, { token: from.token });
const blockList = async (who: Chatter) =>
  mailBlockListRoute.response.parse((await t.get('/api/mail/block/list', { token: who.token })).json())
    .players;

describe('POST /api/mail/block/:id, /unblock/:id, GET /api/mail/block/list', () => {
  it('refuses mail both ways while either has blocked the other', async () => {
    expect((await mail(bob, alice, 'before')).statusCode).toBe(200);
    const res = await block(alice, bob.playerId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ playerId: bob.playerId, blocked: true });
    expect((await block(alice, bob.playerId)).statusCode).toBe(200);
    const refused = expectRefusal(await mail(bob, alice), 400, 'USER_UNAVAILABLE_FOR_CONTACT');
    expect(refused.message).toBeTruthy();
    expectRefusal(await mail(alice, bob), 400, 'USER_UNAVAILABLE_FOR_CONTACT');
    // The dialog stays readable, and is flagged in the dialog list.
    const dialogs = mailListRoute.response.parse(
      (await t.get('/api/mail/list', { token: alice.token })).json(),
    ).dialogs;
    expect(dialogs.find((d) => d.partnerId === bob.playerId)).toMatchObject({ blocked: true, unread: 1 });
    expect((await t.get(`/api/mail/dialog/${bob.playerId}/list`, { token: alice.token })).statusCode).toBe(
      200,
    );

    expect(await blockList(alice)).toEqual([{ playerId: bob.playerId, name: bob.name, since: t.clock() }]);
    expect(await blockList(bob)).toEqual([]);
    expect((await unblock(alice, bob.playerId)).json()).toEqual({ playerId: bob.playerId, blocked: false });
    expect((await unblock(alice, bob.playerId)).statusCode).toBe(200);
    expect(await blockList(alice)).toEqual([]);
    expect((await mail(bob, alice, 'after')).statusCode).toBe(200);
  });

  it('never blocks support', async () => {
    const moderator = await chatter(t, { accessLevel: 'MODERATOR' });
    await block(alice, moderator.playerId);
    const res = await t.post('/api/mail/dialog/support/send', { text: 'help' }, { token: alice.token });
    expect(res.statusCode).toBe(200);
    const answer = await t.post(
      `/api/mail/dialog/${alice.playerId}/send`,
      { text: 'here to help' },
      { token: moderator.token, query: { support: '' } },
    );
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('refuses oneself, unknown players and bad ids', async () => {
    expectRefusal(await block(alice, alice.playerId), 400, 'CANNOT_CONTACT_SELF');
    expectRefusal(await block(alice, 99_999_999), 404, 'NOT_FOUND');
    expectRefusal(await block(alice, 'x'), 400, 'VALIDATION_FAILED');
    expectRefusal(await unblock(alice, -1), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post(`/api/mail/block/${bob.playerId}`), 401, 'UNAUTHORIZED');
    expectRefusal(await t.get('/api/mail/block/list'), 401, 'UNAUTHORIZED');
  });
});
