import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferDto } from '@rol/protocol/offer-dto';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { gemPackOf } from '@rol/rules/content/gem-packs';
import { heroPrice } from '@rol/rules/heroes/hero-shop';
import { gemsPlusBonusGems } from '@rol/rules/economy/gems-plus-campaign';
import { referralCode } from '@rol/rules/economy/referral';
import { moscowTimeToUtc } from '@rol/rules/world/server-time';
import { players } from '../../src/db/schema/players.ts';
import { applyLedger } from '../../src/ledger/apply-ledger.ts';
import { grantPayment } from '../../src/payments/payment-records.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { fifty, noServerErrors, succeeded } from '../reliability/concurrent-answers.ts';
import { promotionsGuest } from './promotions-player.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

// Saturday 11 January 2025, 10:00 Moscow time: the dragon discount runs on Sundays.
const clock = testClock(moscowTimeToUtc(2025, 1, 11, 10));
const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const info = async (token: string) => (await t.get('/api/player/info/current', { token })).json<PlayerInfoDto>();
const offersOf = async (token: string) => {
  const res = await t.get('/api/offer/list', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ offers: OfferDto[] }>().offers;
};
const setPlayer = (playerId: number, values: Partial<typeof players.$inferInsert>) =>
  t.db.update(players).set(values).where(eq(players.id, playerId));
const credit = (playerId: number, resource: 'mithril' | 'gold' | 'crystal', delta: number) =>
  t.db.transaction((tx) => applyLedger(tx, { playerId, resource, delta, reason: 'test', now: new Date(t.clock()) }));
let paymentNumber = 0;
const pay = async (playerId: number, token: string, pack: string) => {
  paymentNumber += 1;
  await t.db.transaction((tx) =>
    grantPayment(tx, {
      playerId,
      provider: 'ok',
      transactionId: `offer-test-${paymentNumber}`,
      pack: gemPackOf(pack)!,
      amount: 100,
      currency: 'OK',
      now: new Date(t.clock()),
    }),
  );
  const res = await t.post('/api/bank/take', undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ taken: number; balances: Record<string, number> }>();
};

describe('offers', () => {
  it('makes the first-hero offer from level 2, pops it up until seen and sells it once', async () => {
    const me = await t.guest();
    expect((await info(me.token)).player.offers).toEqual([]);
    await setPlayer(me.playerId, { level: 2 });
    const [offer] = (await info(me.token)).player.offers;
    expect(offer).toMatchObject({ id: 'first-hero', kind: 'FIRST_HERO', seen: false, price: { MITHRIL: 99 } });
    expect(offer!.endsAt - offer!.startsAt).toBe(72 * HOUR);
    expect(offer!.heroClasses).toContain('dragon');

    const seen = await t.post('/api/offer/set/seen', { offerId: 'first-hero' }, { token: me.token });
    expect(seen.statusCode, seen.body).toBe(200);
    expect((await info(me.token)).player.offers[0]).toMatchObject({ id: 'first-hero', seen: true });
    expectRefusal(await t.post('/api/offer/set/seen', { offerId: 'nope' }, { token: me.token }), 409, 'OFFER_NOT_AVAILABLE');

    const buy = (warriorClass: string) => t.post('/api/offer/buy', { offerId: 'first-hero', warriorClass }, { token: me.token });
    expectRefusal(await buy('dragon'), 400, 'NOT_ENOUGH_GEMS');
    const start = await balanceOf(t.db, me.playerId, 'mithril');
    await credit(me.playerId, 'mithril', 150);
    expectRefusal(await buy('titan'), 400, 'HERO_CLASS_INVALID');
    expectRefusal(await buy('nobody'), 400, 'HERO_CLASS_INVALID');
    const answers = await fifty(() => buy('dragon'));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expectRefusal(answer, 409, 'OFFER_NOT_AVAILABLE');
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(start + 51);
    const bought = answers.find((a) => a.statusCode === 200)!.json<{ creature: { imageId: string } }>();
    expect(bought.creature).toBeTruthy();
    expect(await offersOf(me.token)).toEqual([]);
    expectRefusal(await t.post('/api/offer/buy', { offerId: 'gems-x2', warriorClass: 'dragon' }, { token: me.token }), 409, 'OFFER_NOT_AVAILABLE');
    expectRefusal(await t.post('/api/offer/buy', { offerId: '', warriorClass: 'dragon' }, { token: me.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/offer/buy', { offerId: 'first-hero' }), 401, 'UNAUTHORIZED');
  });

  it('runs the dragon discount on Sundays from stair 30 at half the legendary price', async () => {
    const me = await t.guest();
    clock.advance(moscowTimeToUtc(2025, 1, 12, 9) - clock());
    expect((await offersOf(me.token)).map((o) => o.id)).not.toContain('dragon-discount');
    await setPlayer(me.playerId, { bestVictoryStair: 30 });
    const gold = await balanceOf(t.db, me.playerId, 'gold');
    await credit(me.playerId, 'gold', 10_000);
    await credit(me.playerId, 'crystal', 100);
    const dragon = (await offersOf(me.token)).find((o) => o.id === 'dragon-discount')!;
    const full = heroPrice('legendary', 2);
    expect(dragon.fullPrice).toEqual(full);
    expect(dragon.price).toEqual({ GOLD: full.GOLD! / 2, CRYSTAL: full.CRYSTAL! / 2 });
    expectRefusal(await t.post('/api/offer/buy', { offerId: 'dragon-discount', warriorClass: 'demon' }, { token: me.token }), 400, 'HERO_CLASS_INVALID');
    const res = await t.post('/api/offer/buy', { offerId: 'dragon-discount', warriorClass: 'dragon', gender: 'female' }, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(gold + 10_000 - full.GOLD! / 2);
    // Monday: the week's run is over.
    clock.advance(moscowTimeToUtc(2025, 1, 13, 1) - clock());
    expectRefusal(await t.post('/api/offer/buy', { offerId: 'dragon-discount', warriorClass: 'dragon' }, { token: me.token }), 409, 'OFFER_NOT_AVAILABLE');
  });
});

describe('purchases', () => {
  it('double the first pack in the gems ×2 window, earn bonus points, golden tickets and the tier bonus', async () => {
    const me = await t.guest();
    await setPlayer(me.playerId, { level: 3 });
    expect((await offersOf(me.token)).map((o) => o.id)).not.toContain('gems-x2');
    clock.advance(25 * HOUR);
    expect((await offersOf(me.token)).find((o) => o.id === 'gems-x2')).toMatchObject({ gemsMultiplier: 2, price: null });
    const start = await balanceOf(t.db, me.playerId, 'mithril');
    // The window may fall on a Monday or Tuesday, when GEMS_PLUS_50 adds its 50 % on top.
    const plus = (gems: number) => gemsPlusBonusGems(gems, t.clock());
    const first = await pay(me.playerId, me.token, 'gems_110');
    expect(first.taken).toBe(220 + plus(110));
    expect(first.balances).toMatchObject({ mithril: start + 220 + plus(110), bonusPoints: 110, goldenTickets: 1 });
    expect((await offersOf(me.token)).map((o) => o.id)).not.toContain('gems-x2');
    const second = await pay(me.playerId, me.token, 'gems_3800');
    expect(second.taken).toBe(3800 + plus(3800));
    expect(second.balances).toMatchObject({ bonusPoints: 3910, goldenTickets: 39 });
    // Silver from 1,000 points: 5 % more emeralds on the next pack.
    const third = await pay(me.playerId, me.token, 'gems_110');
    expect(third.taken).toBe(115 + plus(110));
    const status = (await t.get('/api/bonus/status', { token: me.token })).json();
    expect(status).toEqual({
      points: 4020,
      tier: 'silver',
      next: { tier: 'gold', missing: 980 },
      goldenTickets: 40,
      goldenTicketEmeralds: 100,
    });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('give the inviter 30 % of the emeralds a friend buys, taken once', async () => {
    const inviter = await t.guest();
    const joined = await t.post('/api/security/registerTrial', {
      characterAndCompanion: 'knight:male:wolf',
      lang: 'en',
      ref: referralCode(inviter.playerId),
    });
    const start = await balanceOf(t.db, inviter.playerId, 'mithril');
    const friend = { token: joined.headers['jsession'] as string, playerId: joined.json<{ playerId: number }>().playerId };
    await pay(friend.playerId, friend.token, 'gems_650');
    expect((await info(inviter.token)).referralBonus).toEqual({ startBonus: 0, refClanBonus: 0, refBonus: 195 });
    const answers = await fifty(() => t.get('/api/referral/bonus/take', { token: inviter.token }));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(await balanceOf(t.db, inviter.playerId, 'mithril')).toBe(start + 195);
    expect((await info(inviter.token)).referralBonus.refBonus).toBe(0);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('the unseen campaign', () => {
  it('names a running campaign with a gift until its run is marked seen', async () => {
    const me = await promotionsGuest(t);
    const first = (await info(me.token)).optionalUnseenCampaign;
    expect(first).not.toBeNull();
    const seen = await t.post('/api/campaign/set/seen', { id: first }, { token: me.token });
    expect(seen.statusCode, seen.body).toBe(200);
    const next = seen.json<{ optionalUnseenCampaign: string | null }>().optionalUnseenCampaign;
    expect(next).not.toBe(first);
    expect((await info(me.token)).optionalUnseenCampaign).toBe(next);
    expectRefusal(await t.post('/api/campaign/set/seen', { id: 'nope' }, { token: me.token }), 404, 'CAMPAIGN_NOT_FOUND');
    expectRefusal(await t.post('/api/campaign/set/seen', {}, { token: me.token }), 400, 'VALIDATION_FAILED');
  });
});
