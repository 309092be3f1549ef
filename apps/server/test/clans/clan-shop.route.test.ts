import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueShopDto } from '@rol/protocol/catalogue-shop-routes';
import { CLAN_SHOP_OFFERS } from '@rol/rules/clans/clan-shop';
import { findOffer } from '@rol/rules/economy/catalogue-shops';
import { DAY_MS } from '@rol/rules/server-day';
import { backpackItems } from '../../src/db/schema/backpack-items.ts';
import { clanBuildings } from '../../src/db/schema/clan-buildings.ts';
import { playerShopPurchases } from '../../src/db/schema/player-shop-purchases.ts';
import { expectRefusal } from '../envelope.ts';
import { setBalance } from '../heroes/hero-test-kit.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { noServerErrors, succeeded } from '../reliability/concurrent-answers.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';
import { clanPlayer, member, newClan, type Who } from './clan-test-kit.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const get = (who: Who) => t.get('/api/shops/clan/get', { token: who.token });
const buy = (who: Who, offerId: string, count?: number) =>
  t.post('/api/shops/clan/buy', count === undefined ? { offerId } : { offerId, count }, { token: who.token });
const bought = async (who: Who, offerId: string, count?: number) => {
  const res = await buy(who, offerId, count);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ shop: CatalogueShopDto; balances: Record<string, number> }>();
};
const backpackCount = async (playerId: number, consumableId: string) =>
  (await t.db.select().from(backpackItems).where(eq(backpackItems.playerId, playerId))).find(
    (i) => i.consumableId === consumableId,
  )?.count ?? 0;

/** Gives the clan completed buildings worth `levels` clan levels (the clan is then at 1 + levels). */
async function raiseClan(clanId: number, levels: number) {
  const types = ['EXPERIENCE', 'CLAN_SHIELD', 'SNOW_WORLD', 'GEAR_FACTORY', 'HALL_OF_FAME'] as const;
  for (let i = 0; levels > 0; i += 1) {
    const level = Math.min(5, levels);
    await t.db.insert(clanBuildings).values({ clanId, type: types[i]!, level });
    levels -= level;
  }
}

describe('the clan shop', () => {
  it('is closed to a player outside a clan: CLAN_NOT_MEMBER', async () => {
    const outsider = await clanPlayer(t);
    const page = (await get(outsider)).json<CatalogueShopDto>();
    expect(page).toMatchObject({ shop: 'clan', open: false, clanLevel: null });
    expect(page.offers.map((o) => [o.offerId, o.fromClanLevel])).toEqual(CLAN_SHOP_OFFERS.map((o) => [o.id, o.fromClanLevel]));
    await setBalance(t, outsider.playerId, 'gold', 10_000);
    expectRefusal(await buy(outsider, 'clan_healing'), 403, 'CLAN_NOT_MEMBER');
    expect(await balanceOf(t.db, outsider.playerId, 'gold')).toBe(10_000);
  });

  it('sells to a member from their own balances, opening offers with the clan’s level', async () => {
    const { leader, clan } = await newClan(t);
    const newbie = await member(t, leader, clan.id);
    const page = (await get(newbie)).json<CatalogueShopDto>();
    expect(page).toMatchObject({ open: true, clanLevel: 1 });

    await setBalance(t, newbie.playerId, 'gold', 0);
    expectRefusal(await buy(newbie, 'clan_healing'), 400, 'NOT_ENOUGH_FUNDS');
    await setBalance(t, newbie.playerId, 'gold', 10_000);
    const elixirs = await backpackCount(newbie.playerId, 'healing_elixir');
    const answer = await bought(newbie, 'clan_healing', 2);
    expect(answer.balances.gold).toBe(10_000 - 2 * findOffer('clan', 'clan_healing')!.price.gold!);
    expect(answer.shop.offers.find((o) => o.offerId === 'clan_healing')!.boughtToday).toBe(2);
    expect(await backpackCount(newbie.playerId, 'healing_elixir')).toBe(elixirs + 6);

    // The ticket opens at clan level 5: refused at 1, sold once the clan has grown.
    const low = expectRefusal(await buy(newbie, 'clan_ticket'), 403, 'CLAN_SHOP_LEVEL');
    expect(low.details).toMatchObject({ level: 5, clanLevel: 1 });
    await raiseClan(clan.id, 4);
    const tickets = await balanceOf(t.db, newbie.playerId, 'tickets');
    expect((await bought(newbie, 'clan_ticket')).shop.clanLevel).toBe(5);
    expect(await balanceOf(t.db, newbie.playerId, 'tickets')).toBe(tickets + 1);
    expectRefusal(await buy(newbie, 'clan_phoenix'), 403, 'CLAN_SHOP_LEVEL');
    // The treasury pays nothing: a member's purchase is the member's own.
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('keeps each offer’s limit per member and server day, which a new day renews', async () => {
    const { leader, clan } = await newClan(t);
    const other = await member(t, leader, clan.id);
    await setBalance(t, leader.playerId, 'gold', 100_000);
    await setBalance(t, other.playerId, 'gold', 100_000);
    await bought(leader, 'clan_healing', 3);
    const limit = expectRefusal(await buy(leader, 'clan_healing'), 409, 'SHOP_DAILY_LIMIT');
    expect(limit.details).toMatchObject({ bought: 3, limit: 3 });
    // Another member's limit is their own.
    await bought(other, 'clan_healing', 3);
    expectRefusal(await buy(other, 'clan_blessing', 3), 409, 'SHOP_DAILY_LIMIT');
    clock.advance(DAY_MS);
    await bought(leader, 'clan_healing');
    expect(await balanceOf(t.db, leader.playerId, 'gold')).toBe(100_000 - 4 * 1500);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('closes to a member who leaves', async () => {
    const { leader, clan } = await newClan(t);
    const leaver = await member(t, leader, clan.id);
    await setBalance(t, leaver.playerId, 'gold', 10_000);
    await bought(leaver, 'clan_blessing');
    expect((await t.post('/api/clan/leave', {}, { token: leaver.token })).statusCode).toBe(200);
    expectRefusal(await buy(leaver, 'clan_blessing'), 403, 'CLAN_NOT_MEMBER');
    expect((await get(leaver)).json<CatalogueShopDto>().open).toBe(false);
  });

  it('refuses bad input with catalogue codes', async () => {
    const { leader } = await newClan(t);
    expectRefusal(await buy(leader, 'nothing'), 404, 'SHOP_OFFER_NOT_FOUND');
    expectRefusal(await buy(leader, 'gold_to_crystal'), 404, 'SHOP_OFFER_NOT_FOUND');
    expectRefusal(await buy(leader, 'clan_healing', 0), 400, 'VALIDATION_FAILED');
    expectRefusal(await buy(leader, 'clan_healing', 21), 400, 'VALIDATION_FAILED');
    expectRefusal(await buy(leader, 'clan_healing', -1), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/shops/clan/buy', {}, { token: leader.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/shops/clan/buy', { offerId: 'clan_healing' }), 401, 'UNAUTHORIZED');
    expectRefusal(await t.get('/api/shops/clan/get'), 401, 'UNAUTHORIZED');
  });

  it('makes 30 identical purchases of a once-a-day offer at once: bought once, paid once', async () => {
    const { leader, clan } = await newClan(t);
    await raiseClan(clan.id, 6);
    await setBalance(t, leader.playerId, 'mithril', 1000);
    const feathers = await backpackCount(leader.playerId, 'phoenix_feather');
    const answers = await Promise.all(Array.from({ length: 30 }, () => buy(leader, 'clan_phoenix')));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expect(res.json<{ error: string }>().error).toBe('SHOP_DAILY_LIMIT');
    expect(await balanceOf(t.db, leader.playerId, 'mithril')).toBe(1000 - findOffer('clan', 'clan_phoenix')!.price.mithril!);
    expect(await backpackCount(leader.playerId, 'phoenix_feather')).toBe(feathers + 1);
    const [row] = await t.db.select().from(playerShopPurchases).where(eq(playerShopPurchases.playerId, leader.playerId));
    expect(row).toMatchObject({ offer: 'clan:clan_phoenix', count: 1 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
