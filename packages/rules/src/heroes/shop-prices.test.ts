import { describe, expect, it } from 'vitest';
import { CONSUMABLES, isConsumableId } from '../content/consumables.ts';
import { isPremiumCreature } from '../content/premium-creatures.ts';
import { WARRIOR_CLASSES, type WarriorClass } from '../content/warrior-classes.ts';
import { CARD_TYPES } from './cards.ts';
import { shopHeroImageId } from './hero-looks.ts';
import { CARD_PRICES, CONSUMABLE_PRICES, consumablePrice, SHOP_CONSUMABLES } from './shop-prices.ts';

describe('goods prices', () => {
  it('prices every card in gems, the Ark card dearest', () => {
    for (const card of CARD_TYPES) expect(CARD_PRICES[card].MITHRIL, card).toBeGreaterThan(0);
    const max = Math.max(...CARD_TYPES.map((c) => CARD_PRICES[c].MITHRIL));
    expect(CARD_PRICES.ark.MITHRIL).toBe(max);
    expect(CARD_PRICES.mouse.MITHRIL).toBeLessThan(CARD_PRICES.elephant.MITHRIL);
  });

  it('prices every consumable in gold, resurrection items above elixirs', () => {
    expect(SHOP_CONSUMABLES.every(isConsumableId)).toBe(true);
    expect(new Set(SHOP_CONSUMABLES)).toEqual(new Set(Object.keys(CONSUMABLES)));
    for (const id of SHOP_CONSUMABLES) expect(CONSUMABLE_PRICES[id].GOLD, id).toBeGreaterThan(0);
    const byKind = (kind: string) => SHOP_CONSUMABLES.filter((id) => CONSUMABLES[id].kind === kind).map((id) => CONSUMABLE_PRICES[id].GOLD);
    expect(Math.max(...byKind('elixir'))).toBeLessThan(Math.min(...byKind('resurrection')));
  });

  it('multiplies by the count', () => {
    expect(consumablePrice('healing_elixir', 3)).toEqual({ GOLD: 3 * CONSUMABLE_PRICES.healing_elixir.GOLD });
    expect(consumablePrice('living_water', 0)).toEqual({ GOLD: 0 });
  });
});

describe('shop hero looks', () => {
  it('gives each class an image per gender; the premium lines use the §5 premium list', () => {
    expect(shopHeroImageId('beast', 'male')).toBe('hero_beast_m');
    expect(shopHeroImageId('dragon', 'female')).toBe('hero_dragon_f');
    expect(shopHeroImageId('ark', 'female')).toBe('ark_valkyrie');
    for (const c of Object.keys(WARRIOR_CLASSES) as WarriorClass[]) {
      const premium = c === 'ark' || c === 'asgardian_phoenix';
      expect(isPremiumCreature(shopHeroImageId(c, 'male')), c).toBe(premium);
    }
  });
});
