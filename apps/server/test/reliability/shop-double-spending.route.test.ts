import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_HAMMER_PRICES } from '@rol/rules/heroes/hammers';
import { FORGE_DAILY_LIMIT, reforgeBonus } from '@rol/rules/heroes/forge';
import { heroPrice } from '@rol/rules/heroes/hero-shop';
import { CARD_PRICES, CONSUMABLE_PRICES } from '@rol/rules/heroes/shop-prices';
import { findOffer } from '@rol/rules/economy/catalogue-shops';
import { artifactItems } from '../../src/db/schema/artifact-items.ts';
import { backpackItems } from '../../src/db/schema/backpack-items.ts';
import { creatures } from '../../src/db/schema/creatures.ts';
import { playerCards } from '../../src/db/schema/player-cards.ts';
import { players } from '../../src/db/schema/players.ts';
import { grantArtifact, heroIds, setBalance } from '../artifacts/item-test-kit.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { FIFTY, fifty, succeeded, noServerErrors } from './concurrent-answers.ts';

/**
 * On top of the no-double-spending test: 50 concurrent identical buys (hero, card, magic
 * hammer, consumable, a clan shop offer) and reforges succeed exactly as often as the player can afford (or the daily
 * limit allows), each paid once, and afterwards every ledger sums to its balances.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refusedWith = (answers: LightMyRequestResponse[]) =>
  [
    ...new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json<{ error: string }>().error)),
  ].sort();
const playerRow = async (playerId: number) =>
  (await t.db.select().from(players).where(eq(players.id, playerId)))[0]!;

describe(`${FIFTY} concurrent identical purchases`, () => {
  it('buy a hero: exactly the affordable number (the price grows with each), paid once each', async () => {
    const me = await t.guest();
    const owned = (await heroIds(t, me.playerId)).length;
    const three = [0, 1, 2].map((i) => heroPrice('usual', owned + i).GOLD ?? NaN);
    await setBalance(t, me.playerId, 'gold', three[0]! + three[1]! + three[2]! + 1);
    const answers = await fifty(() =>
      t.post('/api/shop/hero/buy', { tier: 'usual', warriorClass: 'gin' }, { token: me.token }),
    );
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(3);
    expect(refusedWith(answers)).toEqual(['NOT_ENOUGH_FUNDS']);
    expect(await heroIds(t, me.playerId)).toHaveLength(owned + 3);
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(1);
    const slots = (await t.db.select().from(creatures).where(eq(creatures.playerId, me.playerId))).map(
      (c) => c.slot,
    );
    expect(slots.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('buy a card: exactly the affordable number', async () => {
    const me = await t.guest();
    const price = CARD_PRICES.snake.MITHRIL;
    await setBalance(t, me.playerId, 'mithril', 4 * price + price - 1);
    const answers = await fifty(() => t.post('/api/shop/card/buy', { card: 'snake' }, { token: me.token }));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(4);
    expect(refusedWith(answers)).toEqual(['NOT_ENOUGH_GEMS']);
    const [cards] = await t.db
      .select()
      .from(playerCards)
      .where(and(eq(playerCards.playerId, me.playerId), eq(playerCards.card, 'snake')));
    expect(cards?.count).toBe(4);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(price - 1);
  });

  it('buy a magic hammer: never past the max, each price paid once', async () => {
    const rich = await t.guest();
    await setBalance(t, rich.playerId, 'mithril', 10_000);
    const all = await fifty(() => t.post('/api/shop/hammer/buy', undefined, { token: rich.token }));
    noServerErrors(all);
    expect(succeeded(all)).toBe(EXTRA_HAMMER_PRICES.length);
    expect(refusedWith(all)).toEqual(['HAMMERS_MAX']);
    expect((await playerRow(rich.playerId)).extraHammers).toBe(EXTRA_HAMMER_PRICES.length);
    expect(await balanceOf(t.db, rich.playerId, 'mithril')).toBe(
      10_000 - EXTRA_HAMMER_PRICES.reduce((s, p) => s + p, 0),
    );

    const poor = await t.guest();
    await setBalance(t, poor.playerId, 'mithril', EXTRA_HAMMER_PRICES[0] + EXTRA_HAMMER_PRICES[1] + 1);
    const two = await fifty(() => t.post('/api/shop/hammer/buy', undefined, { token: poor.token }));
    noServerErrors(two);
    expect(succeeded(two)).toBe(2);
    expect(refusedWith(two)).toEqual(['NOT_ENOUGH_GEMS']);
    expect((await playerRow(poor.playerId)).extraHammers).toBe(2);
    expect(await balanceOf(t.db, poor.playerId, 'mithril')).toBe(1);
  });

  it('buy a consumable: exactly the affordable number into the backpack', async () => {
    const me = await t.guest();
    const price = CONSUMABLE_PRICES.rage_elixir.GOLD;
    await setBalance(t, me.playerId, 'gold', 7 * price);
    const answers = await fifty(() =>
      t.post('/api/shop/consumable/buy', { consumableId: 'rage_elixir', count: 1 }, { token: me.token }),
    );
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(7);
    const [item] = await t.db.select().from(backpackItems).where(eq(backpackItems.playerId, me.playerId));
    expect(item?.count).toBe(7);
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(0);
  });

  it('reforge: one artifact melts once; fifty different ones stop at the daily limit', async () => {
    const me = await t.guest();
    const [hero] = await heroIds(t, me.playerId);
    const one = await grantArtifact(t, me.playerId, 'knight_sword', 3);
    const same = await fifty(() =>
      t.post('/api/forge/reforge', { artifactId: one, creatureId: hero }, { token: me.token }),
    );
    noServerErrors(same);
    expect(succeeded(same)).toBe(1);
    const bonus = reforgeBonus('knight_sword', 3);
    expect((await t.db.select().from(creatures).where(eq(creatures.id, hero!)))[0]?.bonusAttack).toBe(
      bonus.attack,
    );

    const other = await t.guest();
    const [target] = await heroIds(t, other.playerId);
    const items: number[] = [];
    for (let i = 0; i < FIFTY; i += 1) items.push(await grantArtifact(t, other.playerId, 'bronze_sword'));
    const many = await Promise.all(
      items.map((id) =>
        t.post('/api/forge/reforge', { artifactId: id, creatureId: target }, { token: other.token }),
      ),
    );
    noServerErrors(many);
    expect(succeeded(many)).toBe(FORGE_DAILY_LIMIT);
    expect(refusedWith(many)).toEqual(['BLACKSMITH_TIRED']);
    const [left] = await t.db
      .select({ n: count() })
      .from(artifactItems)
      .where(eq(artifactItems.playerId, other.playerId));
    expect(left?.n).toBe(FIFTY - FORGE_DAILY_LIMIT);
    expect((await playerRow(other.playerId)).forgeCount).toBe(FORGE_DAILY_LIMIT);
    const row = (await t.db.select().from(creatures).where(eq(creatures.id, target!)))[0];
    expect(row?.bonusAttack).toBe(FORGE_DAILY_LIMIT * reforgeBonus('bronze_sword', 1).attack);
  });

  it('buy in the clan shop: a member up to the offer’s daily limit, an outsider never', async () => {
    const offer = findOffer('clan', 'clan_healing')!;
    const leader = await t.guest();
    const outsider = await t.guest();
    await t.db.update(players).set({ level: 15 }).where(eq(players.id, leader.playerId));
    expect((await t.post('/api/clan/create', { name: `Sweep ${leader.playerId}` }, { token: leader.token })).statusCode).toBe(200);
    for (const who of [leader, outsider]) await setBalance(t, who.playerId, 'gold', 100_000);
    const member = await fifty(() => t.post('/api/shops/clan/buy', { offerId: offer.id }, { token: leader.token }));
    noServerErrors(member);
    expect(succeeded(member)).toBe(offer.dailyLimit);
    expect(refusedWith(member)).toEqual(['SHOP_DAILY_LIMIT']);
    expect(await balanceOf(t.db, leader.playerId, 'gold')).toBe(100_000 - offer.dailyLimit! * offer.price.gold!);
    const outside = await fifty(() => t.post('/api/shops/clan/buy', { offerId: offer.id }, { token: outsider.token }));
    expect(succeeded(outside)).toBe(0);
    expect(refusedWith(outside)).toEqual(['CLAN_NOT_MEMBER']);
    expect(await balanceOf(t.db, outsider.playerId, 'gold')).toBe(100_000);
  });

  it('leave every player’s ledger equal to their balances', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
