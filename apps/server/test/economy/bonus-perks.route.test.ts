import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WheelStatusDto } from '@rol/protocol/wheel-routes';
import { BONUS_TIER_DEFS, type BonusTier } from '@rol/rules/economy/bonus-status';
import { DAY_MS } from '@rol/rules/server-day';
import { heroIds, setBalance } from '../heroes/hero-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { fifty, noServerErrors, succeeded } from '../reliability/concurrent-answers.ts';
import { promotionsGuest } from '../promotions/promotions-player.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** A player of `tier` (its bonus points credited through the ledger) holding `gems` emeralds. */
const playerOf = async (tier: BonusTier | null, gems = 10_000) => {
  const me = await promotionsGuest(t);
  await setBalance(t, me.playerId, 'bonusPoints', tier ? BONUS_TIER_DEFS[tier].fromPoints : 0);
  await setBalance(t, me.playerId, 'mithril', gems);
  return me;
};

/** Each emerald purchase of the shops, its full price and the prices paid at silver, gold and brilliant. */
const PURCHASES = [
  { what: 'a card (goods shop)', full: 30, gold: 29, brilliant: 27, buy: (token: string) => t.post('/api/shop/card/buy', { card: 'mouse' }, { token }) },
  { what: 'a magic hammer (goods shop)', full: 100, gold: 95, brilliant: 90, buy: (token: string) => t.post('/api/shop/hammer/buy', undefined, { token }) },
  { what: 'an amulet (amulet shop)', full: 180, gold: 171, brilliant: 162, buy: (token: string) => t.post('/api/shops/amulet/buy', { offerId: 'inkub_amulet' }, { token }) },
  { what: 'two lots of gold (market)', full: 20, gold: 20, brilliant: 18, buy: (token: string) => t.post('/api/shops/market/buy', { offerId: 'gems_to_gold', count: 2 }, { token }) },
  { what: 'the experience booster', full: 40, gold: 38, brilliant: 36, buy: (token: string) => t.post('/api/booster/activate', { boosterId: 'experience' }, { token }) },
] as const;

describe('the bonus status’s discount on emerald prices', () => {
  for (const tier of [null, 'silver', 'gold', 'brilliant'] as const)
    it(`${tier ?? 'no status'}: pays ${tier === 'gold' ? '5 % less' : tier === 'brilliant' ? '10 % less' : 'the full price'} in every shop`, async () => {
      for (const purchase of PURCHASES) {
        const me = await playerOf(tier);
        const res = await purchase.buy(me.token);
        expect(res.statusCode, `${purchase.what}: ${res.body}`).toBe(200);
        const paid = tier === 'gold' || tier === 'brilliant' ? purchase[tier] : purchase.full;
        expect(await balanceOf(t.db, me.playerId, 'mithril'), purchase.what).toBe(10_000 - paid);
        expect(res.json<{ balances: { mithril: number } }>().balances.mithril).toBe(10_000 - paid);
      }
      expect(await ledgerMismatches(t.db)).toEqual([]);
    });

  it('asks for the discounted price when emeralds are short, and a brilliant player buys with exactly it', async () => {
    const me = await playerOf('brilliant', 161);
    const refusal = expectRefusal(await t.post('/api/shops/amulet/buy', { offerId: 'inkub_amulet' }, { token: me.token }), 400, 'NOT_ENOUGH_GEMS');
    expect(refusal.details).toMatchObject({ resource: 'mithril', needed: 162 });
    await setBalance(t, me.playerId, 'mithril', 162);
    const res = await t.post('/api/shops/amulet/buy', { offerId: 'inkub_amulet' }, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(0);
  });

  it('leaves prices in other currencies whole', async () => {
    const me = await playerOf('brilliant');
    await setBalance(t, me.playerId, 'gold', 1_000);
    const res = await t.post('/api/shops/market/buy', { offerId: 'gold_to_crystal' }, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(0);
  });

  it('50 concurrent card purchases by a gold player pay the discounted price for each card bought', async () => {
    const me = await playerOf('gold', 3 * 29 + 10);
    const answers = await fifty(() => t.post('/api/shop/card/buy', { card: 'mouse' }, { token: me.token }));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(3);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(10);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

const status = async (token: string) => {
  const res = await t.get('/api/campaign/get/wheel/status', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WheelStatusDto>();
};
/** Spins and takes the prize (a hero prize to the first hero); the status after the spin. */
const spinAndTake = async (me: { token: string; playerId: number }) => {
  const res = await t.get('/api/campaign/spin/wheel', { token: me.token });
  expect(res.statusCode, res.body).toBe(200);
  const first = (await heroIds(t, me.playerId))[0]!;
  const taken = await t.get('/api/campaign/wheel/take/reward', { token: me.token, query: { optionalCreatureId: first } });
  expect(taken.statusCode, taken.body).toBe(200);
  return res.json<{ status: WheelStatusDto }>().status;
};

describe('the bonus status’s extra wheel spins', () => {
  for (const [tier, extra] of [[null, 0], ['silver', 0], ['gold', 1], ['brilliant', 2]] as const)
    it(`${tier ?? 'no status'}: the free spin and ${extra} extra a day without a ticket, again the next day`, async () => {
      const me = await playerOf(tier);
      await setBalance(t, me.playerId, 'tickets', 0);
      for (let day = 0; day < 2; day += 1) {
        expect(await status(me.token)).toMatchObject({ freeSpin: true, extraSpins: { used: 0, limit: extra } });
        for (let spin = 0; spin <= extra; spin += 1) {
          const after = await spinAndTake(me);
          expect(after.extraSpins).toEqual({ used: spin, limit: extra });
          expect(after.freeSpin).toBe(spin < extra);
        }
        // A wheel prize may be a ticket: spend what the prizes gave, then no spin is left without one.
        await setBalance(t, me.playerId, 'tickets', 0);
        expectRefusal(await t.get('/api/campaign/spin/wheel', { token: me.token }), 400, 'NOT_ENOUGH_TICKETS');
        await setBalance(t, me.playerId, 'tickets', 1);
        const paid = await spinAndTake(me);
        expect(paid).toMatchObject({ freeSpin: false, extraSpins: { used: extra, limit: extra } });
        await setBalance(t, me.playerId, 'tickets', 0);
        clock.advance(DAY_MS);
      }
      expect(await ledgerMismatches(t.db)).toEqual([]);
    });

  it('50 concurrent spins of a brilliant player use one spin; its extra spins stay for the next', async () => {
    const me = await playerOf('brilliant');
    await setBalance(t, me.playerId, 'tickets', 0);
    await spinAndTake(me);
    const spins = await fifty(() => t.get('/api/campaign/spin/wheel', { token: me.token }));
    noServerErrors(spins);
    expect(succeeded(spins)).toBe(1);
    expect((await status(me.token)).extraSpins).toEqual({ used: 1, limit: 2 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
