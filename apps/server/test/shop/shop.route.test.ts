import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackpackDto } from '@rol/protocol/hero-dto';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { CARD_TYPES } from '@rol/rules/heroes/cards';
import { EXTRA_HAMMER_PRICES, hammerCount, MAX_EXTRA_HAMMERS } from '@rol/rules/heroes/hammers';
import { arrivalRank, HERO_SHOP, heroPrice, MAX_HEROES, shopClasses } from '@rol/rules/heroes/hero-shop';
import { CARD_PRICES, CONSUMABLE_PRICES } from '@rol/rules/heroes/shop-prices';
import { creatures } from '../../src/db/schema/creatures.ts';
import { players } from '../../src/db/schema/players.ts';
import { playerCards } from '../../src/db/schema/player-cards.ts';
import { heroIds, setBalance, setPlayer } from '../artifacts/item-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** The fields of a BalancesDto: the player row's balance columns. */
const BALANCE_KEYS: Record<keyof BalancesDto, true> = {
  gold: true,
  crystal: true,
  elixir: true,
  mithril: true,
  sulfur: true,
  caviar: true,
  tickets: true,
  goodPoints: true,
  evilPoints: true,
  eventCurrency: true,
  bonusPoints: true,
  goldenTickets: true,
  orderPoints: true,
  shadowPoints: true,
  cups: true,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Tab = {
  tier: string;
  open: boolean;
  fromStair: number;
  price: Record<string, number>;
  offers: { warriorClass: string; imageId: string }[];
};
const heroShop = async (token: string) => {
  const res = await t.get('/api/shop/hero/get', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tabs: Tab[]; ownedHeroes: number; maxHeroes: number }>();
};
const buyHero = (token: string, tier: string, warriorClass: string, gender?: string) =>
  t.post('/api/shop/hero/buy', { tier, warriorClass, ...(gender ? { gender } : {}) }, { token });
const heroRow = async (id: number) => (await t.db.select().from(creatures).where(eq(creatures.id, id)))[0];

describe('GET /api/shop/hero/get', () => {
  it('opens the tabs by the progress stair (legendary 30, mythical 100, supreme 500) with the next hero’s price', async () => {
    const me = await t.guest();
    const shop = await heroShop(me.token);
    expect(shop.ownedHeroes).toBe(2);
    expect(shop.maxHeroes).toBe(MAX_HEROES);
    const openAt = (s: typeof shop) => Object.fromEntries(s.tabs.map((tab) => [tab.tier, tab.open]));
    expect(openAt(shop)).toEqual({
      usual: true,
      legendary: false,
      mythical: false,
      supreme: false,
      ark: true,
    });
    const usual = shop.tabs.find((tab) => tab.tier === 'usual')!;
    expect(usual.price).toEqual(heroPrice('usual', 2));
    expect(usual.offers.map((o) => o.warriorClass)).toEqual(shopClasses('usual'));
    expect(shop.tabs.map((tab) => tab.fromStair)).toEqual([1, 30, 100, 500, 1]);

    await setPlayer(t, me.playerId, { stair: 30 });
    expect(openAt(await heroShop(me.token))).toMatchObject({ legendary: true, mythical: false });
    await setPlayer(t, me.playerId, { stair: 1, bestVictoryStair: 100 });
    expect(openAt(await heroShop(me.token))).toMatchObject({
      legendary: true,
      mythical: true,
      supreme: false,
    });
    await setPlayer(t, me.playerId, { bestVictoryStair: 500 });
    expect(openAt(await heroShop(me.token))).toMatchObject({ supreme: true });
  });
});

describe('POST /api/shop/hero/buy', () => {
  it('sells a usual hero at the price for the heroes owned: level 1, full health, in the first free squad slot', async () => {
    const me = await t.guest();
    const price = heroPrice('usual', 2).GOLD ?? NaN;
    await setBalance(t, me.playerId, 'gold', price + 5);
    const res = await buyHero(me.token, 'usual', 'troll', 'female');
    expect(res.statusCode, res.body).toBe(200);
    const { creature, balances } = res.json<{ creature: CreatureDto; balances: BalancesDto }>();
    expect(creature).toMatchObject({
      warriorClass: 'troll',
      gender: 'female',
      level: 1,
      rank: 1,
      inSquad: true,
      slot: 2,
      imageId: 'hero_troll_f',
    });
    expect(creature.health).toBe(creature.maxHealth);
    expect(balances.gold).toBe(5);
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(5);
    expect((await heroShop(me.token)).ownedHeroes).toBe(3);
  });

  it('opens the legendary tab at stair 30 (HERO_TIER_LOCKED with details.stair before); classes that cannot rank up arrive at their cap', async () => {
    const me = await t.guest();
    await setBalance(t, me.playerId, 'gold', 1_000_000);
    await setBalance(t, me.playerId, 'crystal', 10_000);
    const locked = expectRefusal(await buyHero(me.token, 'legendary', 'dragon'), 400, 'HERO_TIER_LOCKED');
    expect(locked.details).toEqual({ stair: HERO_SHOP.legendary.fromStair });
    expect(
      expectRefusal(await buyHero(me.token, 'mythical', 'titan'), 400, 'HERO_TIER_LOCKED').details,
    ).toEqual({ stair: 100 });
    expect(
      expectRefusal(await buyHero(me.token, 'supreme', 'archangel'), 400, 'HERO_TIER_LOCKED').details,
    ).toEqual({ stair: 500 });
    await setPlayer(t, me.playerId, { bestVictoryStair: 30 });
    const dragon = await buyHero(me.token, 'legendary', 'dragon');
    expect(dragon.statusCode, dragon.body).toBe(200);
    await setPlayer(t, me.playerId, { bestVictoryStair: 100 });
    const titan = await buyHero(me.token, 'mythical', 'titan');
    expect(titan.statusCode, titan.body).toBe(200);
    expect(titan.json<{ creature: CreatureDto }>().creature.rank).toBe(arrivalRank('titan'));
    expect(arrivalRank('titan')).toBeGreaterThan(1);
  });

  it('sells the Ark line for tokens and keeps the tokens on the hero (NOT_ENOUGH_TOKENS when short)', async () => {
    const me = await t.guest();
    const tokens = heroPrice('ark', 2).EVENT_CURRENCY ?? NaN;
    await setBalance(t, me.playerId, 'eventCurrency', 0);
    const short = expectRefusal(await buyHero(me.token, 'ark', 'ark'), 400, 'NOT_ENOUGH_TOKENS');
    expect(short.details).toEqual({ resource: 'eventCurrency', needed: tokens });
    await setBalance(t, me.playerId, 'eventCurrency', tokens);
    const res = await buyHero(me.token, 'ark', 'ark', 'female');
    expect(res.statusCode, res.body).toBe(200);
    const { creature } = res.json<{ creature: CreatureDto }>();
    expect(creature).toMatchObject({ warriorClass: 'ark', tier: 'ark', imageId: 'ark_valkyrie' });
    expect((await heroRow(creature.id))?.spentTokens).toBe(tokens);
    expect(await balanceOf(t.db, me.playerId, 'eventCurrency')).toBe(0);
  });

  it('answers the §8 shortage of each resource with { resource, needed }', async () => {
    const me = await t.guest();
    for (const resource of ['gold', 'crystal', 'mithril', 'eventCurrency'] as const)
      await setBalance(t, me.playerId, resource, 0);
    const gold = heroPrice('usual', 2).GOLD;
    expect(expectRefusal(await buyHero(me.token, 'usual', 'beast'), 400, 'NOT_ENOUGH_FUNDS').details).toEqual(
      { resource: 'gold', needed: gold },
    );
    await setPlayer(t, me.playerId, { bestVictoryStair: 30 });
    await setBalance(t, me.playerId, 'gold', 1_000_000);
    const crystal = heroPrice('legendary', 2).CRYSTAL;
    expect(
      expectRefusal(await buyHero(me.token, 'legendary', 'phoenix'), 400, 'NOT_ENOUGH_RESOURCES').details,
    ).toEqual({ resource: 'crystal', needed: crystal });
    expect(
      expectRefusal(
        await t.post('/api/shop/card/buy', { card: 'mouse' }, { token: me.token }),
        400,
        'NOT_ENOUGH_GEMS',
      ).details,
    ).toEqual({ resource: 'mithril', needed: CARD_PRICES.mouse.MITHRIL });
    // Nothing was paid for the refused purchases.
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(1_000_000);
    expect(await heroIds(t, me.playerId)).toHaveLength(2);
  });

  it('refuses a class the tab does not sell (HERO_CLASS_INVALID) and a 61st hero (HERO_LIMIT); a full squad leaves the new hero out', async () => {
    const me = await t.guest();
    await setBalance(t, me.playerId, 'gold', 10_000_000);
    expectRefusal(await buyHero(me.token, 'usual', 'dragon'), 400, 'HERO_CLASS_INVALID');
    expectRefusal(await buyHero(me.token, 'usual', 'no_such_class'), 400, 'HERO_CLASS_INVALID');
    expectRefusal(
      await t.post('/api/shop/hero/buy', { tier: 'epic', warriorClass: 'human' }, { token: me.token }),
      400,
      'VALIDATION_FAILED',
    );
    for (let i = 0; i < 4; i += 1) expect((await buyHero(me.token, 'usual', 'golem')).statusCode).toBe(200);
    const seventh = await buyHero(me.token, 'usual', 'golem');
    expect(seventh.json<{ creature: CreatureDto }>().creature).toMatchObject({ inSquad: false, slot: null });
    const filler = Array.from({ length: MAX_HEROES - 7 }, () => ({
      playerId: me.playerId,
      warriorClass: 'human',
      imageId: 'hero_human_m',
      gender: 'male' as const,
      health: 60,
      createdAt: new Date(t.clock()),
    }));
    await t.db.insert(creatures).values(filler);
    const gold = await balanceOf(t.db, me.playerId, 'gold');
    expect(expectRefusal(await buyHero(me.token, 'usual', 'golem'), 400, 'HERO_LIMIT').details).toMatchObject(
      { tier: 'usual' },
    );
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(gold);
    const [n] = await t.db.select({ n: count() }).from(creatures).where(eq(creatures.playerId, me.playerId));
    expect(n?.n).toBe(MAX_HEROES);
  });
});

describe('goods: GET /api/shop/goods/get, cards, hammers, consumables', () => {
  it('lists cards, the next hammer and consumables with their prices', async () => {
    const me = await t.guest();
    const res = await t.get('/api/shop/goods/get', { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    const goods = res.json<{
      cards: { card: string }[];
      hammer: unknown;
      consumables: { consumableId: string; kind: string; price: unknown }[];
    }>();
    expect(goods.cards.map((c) => c.card)).toEqual([...CARD_TYPES]);
    expect(goods.hammer).toEqual({
      price: { MITHRIL: EXTRA_HAMMER_PRICES[0] },
      owned: 0,
      max: MAX_EXTRA_HAMMERS,
    });
    expect(goods.consumables).toContainEqual({
      consumableId: 'healing_elixir',
      kind: 'elixir',
      price: CONSUMABLE_PRICES.healing_elixir,
    });
  });

  it('sells a card for gems into the card state', async () => {
    const me = await t.guest();
    await setBalance(t, me.playerId, 'mithril', 1000);
    for (const expected of [1, 2]) {
      const res = await t.post('/api/shop/card/buy', { card: 'eagle' }, { token: me.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ cardState: Record<string, number> }>().cardState).toEqual({ eagle: expected });
    }
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(1000 - 2 * CARD_PRICES.eagle.MITHRIL);
    // Another card: the answer holds every card, the one bought and those held before.
    const other = await t.post('/api/shop/card/buy', { card: 'mouse' }, { token: me.token });
    expect(other.json<{ cardState: Record<string, number> }>().cardState).toEqual({ eagle: 2, mouse: 1 });
    // A price the balance cannot pay adds no card.
    await setBalance(t, me.playerId, 'mithril', 0);
    expectRefusal(
      await t.post('/api/shop/card/buy', { card: 'mouse' }, { token: me.token }),
      400,
      'NOT_ENOUGH_GEMS',
    );
    const cards = await t.db.select().from(playerCards).where(eq(playerCards.playerId, me.playerId));
    expect(Object.fromEntries(cards.map((c) => [c.card, c.count]))).toEqual({ eagle: 2, mouse: 1 });
    expectRefusal(
      await t.post('/api/shop/card/buy', { card: 'joker' }, { token: me.token }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it(`sells ${MAX_EXTRA_HAMMERS} extra hammers at rising prices, then HAMMERS_MAX`, async () => {
    const me = await t.guest();
    const total = EXTRA_HAMMER_PRICES.reduce((s, p) => s + p, 0);
    await setBalance(t, me.playerId, 'mithril', total);
    for (let i = 1; i <= MAX_EXTRA_HAMMERS; i += 1) {
      const res = await t.post('/api/shop/hammer/buy', undefined, { token: me.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ hammerDto: { maxCount: number } }>().hammerDto).toEqual({
        currenCount: 0,
        maxCount: hammerCount(i),
      });
    }
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(0);
    expect(
      expectRefusal(await t.post('/api/shop/hammer/buy', undefined, { token: me.token }), 400, 'HAMMERS_MAX')
        .details,
    ).toEqual({ max: MAX_EXTRA_HAMMERS });
    const goods = (await t.get('/api/shop/goods/get', { token: me.token })).json<{ hammer: unknown }>();
    expect(goods.hammer).toEqual({ price: null, owned: MAX_EXTRA_HAMMERS, max: MAX_EXTRA_HAMMERS });
  });

  it('refuses a hammer without the gems (NOT_ENOUGH_GEMS), nothing bought', async () => {
    const me = await t.guest();
    expect(
      expectRefusal(
        await t.post('/api/shop/hammer/buy', undefined, { token: me.token }),
        400,
        'NOT_ENOUGH_GEMS',
      ).details,
    ).toEqual({ resource: 'mithril', needed: EXTRA_HAMMER_PRICES[0] });
    const goods = (await t.get('/api/shop/goods/get', { token: me.token })).json<{
      hammer: { owned: number };
    }>();
    expect(goods.hammer.owned).toBe(0);
  });

  it('sells consumables for gold into the backpack (CONSUMABLE_NOT_FOUND for what it does not sell)', async () => {
    const me = await t.guest();
    const each = CONSUMABLE_PRICES.ice_scroll.GOLD;
    await setBalance(t, me.playerId, 'gold', 3 * each);
    const res = await t.post(
      '/api/shop/consumable/buy',
      { consumableId: 'ice_scroll', count: 3 },
      { token: me.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ backpack: BackpackDto; balances: BalancesDto }>();
    expect(body.backpack.items).toEqual([{ consumableId: 'ice_scroll', kind: 'scroll', count: 3 }]);
    expect(body.balances.gold).toBe(0);
    expect(
      expectRefusal(
        await t.post(
          '/api/shop/consumable/buy',
          { consumableId: 'ice_scroll', count: 1 },
          { token: me.token },
        ),
        400,
        'NOT_ENOUGH_FUNDS',
      ).details,
    ).toEqual({ resource: 'gold', needed: each });
    expectRefusal(
      await t.post(
        '/api/shop/consumable/buy',
        { consumableId: 'golden_apple', count: 1 },
        { token: me.token },
      ),
      404,
      'CONSUMABLE_NOT_FOUND',
    );
    expectRefusal(
      await t.post('/api/shop/consumable/buy', { consumableId: 'ice_scroll', count: 0 }, { token: me.token }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('answers every purchase with the balances the player holds after it', async () => {
    const me = await t.guest();
    for (const resource of ['gold', 'crystal', 'elixir', 'mithril', 'sulfur'] as const)
      await setBalance(t, me.playerId, resource, 1_000_000 + resource.length);
    const held = async () => {
      const [row] = await t.db.select().from(players).where(eq(players.id, me.playerId));
      return Object.fromEntries(Object.keys(BALANCE_KEYS).map((k) => [k, row![k as keyof BalancesDto]]));
    };
    const purchases = [
      () => t.post('/api/shop/card/buy', { card: 'eagle' }, { token: me.token }),
      () => t.post('/api/shop/hammer/buy', {}, { token: me.token }),
      () => t.post('/api/shop/consumable/buy', { consumableId: 'ice_scroll', count: 2 }, { token: me.token }),
      () => buyHero(me.token, 'usual', shopClasses('usual')[0]!),
    ];
    for (const purchase of purchases) {
      const res = await purchase();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ balances: BalancesDto }>().balances).toEqual(await held());
    }
  });

  it('leaves every ledger equal to its balances', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
