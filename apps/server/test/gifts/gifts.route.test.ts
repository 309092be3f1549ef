import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftListRoute, giftOpenRoute, giftSendRoute } from '@rol/protocol/gift-routes';
import { nextServerDayAt } from '@rol/rules/server-day';
import { applyLedger } from '../../src/ledger/apply-ledger.ts';
import { expectRefusal } from '../envelope.ts';
import { member, type Member } from '../forum/forum-test-kit.ts';
import { ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await createTestApp();
  alice = await member(t, { level: 15 });
  bob = await member(t, { level: 3 });
  await t.db.transaction(async (tx) => {
    const base = { playerId: alice.playerId, reason: 'test-grant', reference: 'gifts', now: new Date(t.clock()) };
    await applyLedger(tx, { ...base, resource: 'gold', delta: 50_000 });
    await applyLedger(tx, { ...base, resource: 'mithril', delta: 100 });
  });
});
afterAll(() => t.close());

const send = (body: Record<string, unknown>, token = alice.token) =>
  t.post('/api/gift/send', { to: bob.name, resource: 'GOLD', amount: 1000, wish: 'Happy climbing!', hiddenText: 'A secret', ...body }, { token });
const sentToday = async () =>
  giftListRoute.response.parse((await t.get('/api/gift/list', { token: alice.token, query: { box: 'sent' } })).json()).sentToday;
const info = async (who: Member) =>
  (await t.get('/api/player/info/current', { token: who.token })).json<{
    player: { gold: number; haveNewGift: boolean; giftNews: boolean; haveNewNotification: boolean };
  }>().player;

describe('gifts', () => {
  it('sends a gift paid by the sender, opened by the receiver with its hidden text', async () => {
    const goldBefore = (await info(alice)).gold;
    const sent = giftSendRoute.response.parse((await send({})).json());
    expect(sent.balances.gold).toBe(goldBefore - 1000);
    expect((await info(alice)).gold).toBe(goldBefore - 1000);
    expect(sent.gift).toMatchObject({ senderName: alice.name, receiverName: bob.name, amount: 1000, hiddenText: 'A secret', openedAt: null });
    const bobBefore = await info(bob);
    expect(bobBefore).toMatchObject({ haveNewGift: true, haveNewNotification: true });
    const notifs = (await t.get('/api/player/notif/list', { token: bob.token })).json<{ notifications: { type: string; params: unknown }[] }>();
    expect(notifs.notifications[0]).toMatchObject({ type: 'GIFT_RECEIVED', params: { giftId: sent.gift.id, senderName: alice.name } });
    const received = giftListRoute.response.parse((await t.get('/api/gift/list', { token: bob.token })).json());
    expect(received.gifts[0]).toMatchObject({ id: sent.gift.id, wish: 'Happy climbing!', hiddenText: null });
    const opened = giftOpenRoute.response.parse((await t.post(`/api/gift/${sent.gift.id}/open`, undefined, { token: bob.token })).json());
    expect(opened.gift).toMatchObject({ hiddenText: 'A secret', openedAt: t.clock() });
    expect(opened.balances.gold).toBe(bobBefore.gold + 1000);
    expectRefusal(await t.post(`/api/gift/${sent.gift.id}/open`, undefined, { token: bob.token }), 409, 'GIFT_ALREADY_OPENED');
    expectRefusal(await t.post(`/api/gift/${sent.gift.id}/open`, undefined, { token: alice.token }), 404, 'GIFT_NOT_FOUND');
    expect(await info(bob)).toMatchObject({ haveNewGift: false });
    expect(await info(alice)).toMatchObject({ giftNews: true });
    const sentBox = giftListRoute.response.parse((await t.get('/api/gift/list', { token: alice.token, query: { box: 'sent' } })).json());
    expect(sentBox.gifts[0]).toMatchObject({ id: sent.gift.id, openedAt: t.clock() });
    expect(sentBox.sentToday).toBe(1);
    expect((await t.post('/api/gift/news/reset', undefined, { token: alice.token })).json()).toEqual({ giftNews: false });
    expect(await info(alice)).toMatchObject({ giftNews: false });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('needs level 15, a real receiver other than oneself, amounts within bounds, short texts and funds', async () => {
    expectRefusal(await send({}, bob.token), 400, 'GIFT_LEVEL_REQUIRED');
    expectRefusal(await send({ to: alice.name }), 400, 'GIFT_TO_SELF');
    expectRefusal(await send({ to: 'nobody_at_all' }), 404, 'PLAYER_NOT_FOUND');
    expectRefusal(await send({ amount: 99 }), 400, 'GIFT_AMOUNT_INVALID');
    expectRefusal(await send({ resource: 'MITHRIL', amount: 201 }), 400, 'GIFT_AMOUNT_INVALID');
    expectRefusal(await send({ resource: 'TICKETS' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await send({ wish: 'a'.repeat(201) }), 400, 'GIFT_TEXT_TOO_LONG');
    expectRefusal(await send({ hiddenText: 'a'.repeat(501) }), 400, 'GIFT_TEXT_TOO_LONG');
    expectRefusal(await send({ amount: 100_000 }), 400, 'NOT_ENOUGH_FUNDS');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('lets a player send five gifts a server day', async () => {
    t.clock.advance(86_400_000);
    for (let i = 0; i < 5; i += 1) expect((await send({ amount: 100 })).statusCode).toBe(200);
    expectRefusal(await send({ amount: 100 }), 400, 'GIFT_DAILY_LIMIT');
    // The server day ends at 00:00 Moscow time (21:00 UTC).
    t.clock.advance(nextServerDayAt(t.clock()) - 1000 - t.clock());
    expect(new Date(t.clock()).getUTCHours()).toBe(20);
    expectRefusal(await send({ amount: 100 }), 400, 'GIFT_DAILY_LIMIT');
    expect(await sentToday()).toBe(5);
    t.clock.advance(1000);
    expect(await sentToday()).toBe(0);
    expect((await send({ amount: 100 })).statusCode).toBe(200);
  });

  it('accepts the promo gift once per player', async () => {
    const first = await t.get('/api/player/promo/gift/accept', { token: bob.token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ reward: { GOLD: 1000, MITHRIL: 10 } });
    const again = expectRefusal(await t.get('/api/player/promo/gift/accept', { token: bob.token }), 409, 'PROMOTION_ALREADY_USED');
    expect(again.message).toMatch(/promotion was already used|Акция уже использована/);
    const racer = await member(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.get('/api/player/promo/gift/accept', { token: racer.token })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
