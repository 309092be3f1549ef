import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueShopDto } from '@rol/protocol/catalogue-shop-routes';
import { findOffer, SHOPS } from '@rol/rules/economy/catalogue-shops';
import { nextServerDayAt } from '@rol/rules/server-day';
import { artifactItems } from '../../src/db/schema/artifact-items.ts';
import { backpackItems } from '../../src/db/schema/backpack-items.ts';
import { expectRefusal } from '../envelope.ts';
import { setBalance, setPlayer } from '../heroes/hero-test-kit.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { fifty, noServerErrors, succeeded } from '../reliability/concurrent-answers.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const get = (token: string, shop: string) => t.get(`/api/shops/${shop}/get`, { token });
const buy = (token: string, shop: string, offerId: string, count?: number) =>
  t.post(`/api/shops/${shop}/buy`, count === undefined ? { offerId } : { offerId, count }, { token });
const bought = async (token: string, shop: string, offerId: string, count?: number) => {
  const res = await buy(token, shop, offerId, count);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ shop: CatalogueShopDto; balances: Record<string, number> }>();
};
const artifactsOf = async (playerId: number, artifactId: string) =>
  (await t.db.select().from(artifactItems).where(eq(artifactItems.playerId, playerId))).filter(
    (a) => a.artifactId === artifactId,
  ).length;
const backpackCount = async (playerId: number, consumableId: string) =>
  (await t.db.select().from(backpackItems).where(eq(backpackItems.playerId, playerId))).find(
    (i) => i.consumableId === consumableId,
  )?.count ?? 0;

describe('the catalogue shops', () => {
  it('lists every shop’s offers with prices, limits and today’s purchases', async () => {
    const me = await t.guest();
    for (const shop of ['amulet', 'portal', 'faction', 'market'] as const) {
      const res = await get(me.token, shop);
      expect(res.statusCode, res.body).toBe(200);
      const dto = res.json<CatalogueShopDto>();
      expect(dto.offers.map((o) => o.offerId)).toEqual(SHOPS[shop].offers.map((o) => o.id));
      expect(dto.offers.every((o) => o.boughtToday === 0)).toBe(true);
      expect(dto.open).toBe(shop !== 'portal');
    }
  });

  it('sells an amulet for gems into the storage, and refuses without gems', async () => {
    const me = await t.guest();
    const offer = findOffer('amulet', 'inkub_amulet')!;
    await setBalance(t, me.playerId, 'mithril', 0);
    const poor = expectRefusal(await buy(me.token, 'amulet', 'inkub_amulet'), 400, 'NOT_ENOUGH_GEMS');
    expect(poor.details).toMatchObject({ resource: 'mithril', needed: offer.price.mithril });
    await setBalance(t, me.playerId, 'mithril', 1000);
    const answer = await bought(me.token, 'amulet', 'inkub_amulet');
    expect(answer.balances.mithril).toBe(1000 - offer.price.mithril!);
    expect(answer.shop.offers.find((o) => o.offerId === 'inkub_amulet')!.boughtToday).toBe(1);
    expect(await artifactsOf(me.playerId, 'inkub_amulet')).toBe(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('sells in the faction shop for the side’s points: "Not enough fraction points"', async () => {
    const me = await t.guest();
    await setBalance(t, me.playerId, 'goodPoints', 5);
    const res = await buy(me.token, 'faction', 'good_blessing');
    const refusal = expectRefusal(res, 400, 'NOT_ENOUGH_FRACTION_POINTS');
    expect(refusal.message).toMatch(/faction points/i);
    await setBalance(t, me.playerId, 'goodPoints', 100);
    await bought(me.token, 'faction', 'good_blessing', 2);
    expect(await balanceOf(t.db, me.playerId, 'goodPoints')).toBe(100 - 2 * 20);
    expect(await backpackCount(me.playerId, 'blessing_scroll')).toBe(4);
    await setBalance(t, me.playerId, 'evilPoints', 150);
    await bought(me.token, 'faction', 'evil_shadow');
    expect(await artifactsOf(me.playerId, 'shadow_cloak')).toBe(1);
    expectRefusal(await buy(me.token, 'faction', 'evil_shadow'), 409, 'SHOP_DAILY_LIMIT');
  });

  it('opens the portal shop at its stair and sells for amethysts and caviar', async () => {
    const me = await t.guest();
    const locked = expectRefusal(await buy(me.token, 'portal', 'phoenix_feather'), 403, 'SHOP_LOCKED');
    expect(locked.details).toMatchObject({ stair: SHOPS.portal.fromStair });
    await setPlayer(t, me.playerId, { bestVictoryStair: 30 });
    expectRefusal(await buy(me.token, 'portal', 'phoenix_feather'), 400, 'NOT_ENOUGH_AMETHYSTS');
    expectRefusal(await buy(me.token, 'portal', 'wheel_ticket'), 400, 'NOT_ENOUGH_CAVIAR');
    await setBalance(t, me.playerId, 'caviar', 9);
    const tickets = await balanceOf(t.db, me.playerId, 'tickets');
    await bought(me.token, 'portal', 'wheel_ticket', 3);
    expect(await balanceOf(t.db, me.playerId, 'tickets')).toBe(tickets + 3);
    expect(await balanceOf(t.db, me.playerId, 'caviar')).toBe(0);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('trades on the market within the day’s limit, which a new server day renews', async () => {
    const me = await t.guest();
    await setBalance(t, me.playerId, 'gold', 20_000);
    await setBalance(t, me.playerId, 'crystal', 0);
    await bought(me.token, 'market', 'gold_to_crystal', 10);
    expect(await balanceOf(t.db, me.playerId, 'crystal')).toBe(100);
    const limit = expectRefusal(await buy(me.token, 'market', 'gold_to_crystal'), 409, 'SHOP_DAILY_LIMIT');
    expect(limit.details).toMatchObject({ bought: 10, limit: 10 });
    // The server day ends at 00:00 Moscow time (21:00 UTC); the answer says when.
    const next = (await get(me.token, 'market')).json<CatalogueShopDto>().nextDayAt;
    expect(next).toBe(nextServerDayAt(clock()));
    expect(new Date(next).getUTCHours()).toBe(21);
    clock.advance(next - 1000 - clock());
    expectRefusal(await buy(me.token, 'market', 'gold_to_crystal'), 409, 'SHOP_DAILY_LIMIT');
    clock.advance(1000);
    await bought(me.token, 'market', 'gold_to_crystal');
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(20_000 - 11_000);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses bad input with catalogue codes', async () => {
    const me = await t.guest();
    expectRefusal(await get(me.token, 'bazaar'), 400, 'VALIDATION_FAILED');
    expectRefusal(await buy(me.token, 'bazaar', 'x'), 400, 'VALIDATION_FAILED');
    expectRefusal(await buy(me.token, 'market', 'nothing'), 404, 'SHOP_OFFER_NOT_FOUND');
    expectRefusal(await buy(me.token, 'amulet', 'bronze_sword'), 404, 'SHOP_OFFER_NOT_FOUND');
    expectRefusal(await buy(me.token, 'market', 'gold_to_crystal', 0), 400, 'VALIDATION_FAILED');
    expectRefusal(await buy(me.token, 'market', 'gold_to_crystal', 21), 400, 'VALIDATION_FAILED');
    expectRefusal(await buy(me.token, 'market', 'gold_to_crystal', 1.5), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/shops/market/buy', {}, { token: me.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/shops/market/buy', { offerId: 'gold_to_crystal' }), 401, 'UNAUTHORIZED');
  });

  it('makes 50 concurrent purchases of a limited offer exactly up to its limit, paid once each', async () => {
    const me = await t.guest();
    await setBalance(t, me.playerId, 'mithril', 10_000);
    const answers = await fifty(() => buy(me.token, 'amulet', 'vip_witch_mirror'));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(await artifactsOf(me.playerId, 'vip_witch_mirror')).toBe(1);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(10_000 - 600);
    await setBalance(t, me.playerId, 'gold', 100_000);
    const trades = await fifty(() => buy(me.token, 'market', 'gold_to_elixir'));
    noServerErrors(trades);
    expect(succeeded(trades)).toBe(10);
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(100_000 - 8_000);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
