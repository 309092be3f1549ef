import { describe, expect, it } from 'vitest';
import { canRankUp, WARRIOR_CLASSES, type WarriorClass } from '../content/warrior-classes.ts';
import { UNLOCKS } from '../unlocks.ts';
import {
  arrivalRank,
  checkHeroPurchase,
  HERO_SHOP,
  HERO_SHOP_TIERS,
  heroPrice,
  isTierOpen,
  MAX_HEROES,
  progressStair,
  shopClasses,
} from './hero-shop.ts';

const ALL_CLASSES = Object.keys(WARRIOR_CLASSES) as WarriorClass[];

describe('hero shop (§2, §9)', () => {
  it('opens legendary, mythical and supreme heroes at stairs 30, 100 and 500', () => {
    expect(HERO_SHOP.legendary.fromStair).toBe(UNLOCKS.legendHeroStair);
    expect(HERO_SHOP.mythical.fromStair).toBe(100);
    expect(HERO_SHOP.supreme.fromStair).toBe(500);
    expect(isTierOpen('legendary', 29)).toBe(false);
    expect(isTierOpen('legendary', 30)).toBe(true);
    expect(isTierOpen('supreme', 499)).toBe(false);
    expect(isTierOpen('usual', 1)).toBe(true);
    expect(isTierOpen('ark', 1)).toBe(true);
  });

  it('grows the price with the heroes owned, except the Ark tokens', () => {
    expect(heroPrice('usual', 0)).toEqual({ GOLD: 300 });
    expect(heroPrice('usual', 2)).toEqual({ GOLD: 300 });
    expect(heroPrice('usual', 3)).toEqual({ GOLD: 600 });
    expect(heroPrice('legendary', 5)).toEqual({ GOLD: 10000, CRYSTAL: 80 });
    expect(heroPrice('ark', 10)).toEqual({ EVENT_CURRENCY: 300 });
  });

  it('sells every class on exactly one tab, in table order', () => {
    const sold = HERO_SHOP_TIERS.flatMap((t) => shopClasses(t));
    expect([...sold].sort()).toEqual([...ALL_CLASSES].sort());
    expect(shopClasses('ark')).toEqual(['ark']);
    const usual = shopClasses('usual');
    expect(usual).toEqual(ALL_CLASSES.filter((c) => usual.includes(c)));
  });

  it('follows the higher of the stair and the best victory', () => {
    expect(progressStair({ stair: 12, bestVictoryStair: 40 })).toBe(40);
    expect(progressStair({ stair: 41, bestVictoryStair: 40 })).toBe(41);
  });

  it('lets rankable heroes arrive at rank 1 and fixed-rank heroes at their cap', () => {
    for (const c of ALL_CLASSES)
      expect(arrivalRank(c), c).toBe(canRankUp(c) ? 1 : WARRIOR_CLASSES[c].rankCap);
    expect(arrivalRank('titan')).toBe(5);
    expect(arrivalRank('asgardian_phoenix')).toBe(6);
    expect(arrivalRank('dragon')).toBe(1);
  });

  it('checks the tier, the class and the hero limit', () => {
    const ok = { tier: 'legendary' as const, warriorClass: 'dragon', progressStair: 30, ownedHeroes: 2 };
    expect(checkHeroPurchase(ok)).toBeNull();
    expect(checkHeroPurchase({ ...ok, progressStair: 29 })).toBe('HERO_TIER_LOCKED');
    expect(checkHeroPurchase({ ...ok, warriorClass: 'human' })).toBe('HERO_CLASS_INVALID');
    expect(checkHeroPurchase({ ...ok, warriorClass: 'toString' })).toBe('HERO_CLASS_INVALID');
    expect(checkHeroPurchase({ ...ok, ownedHeroes: MAX_HEROES - 1 })).toBeNull();
    expect(checkHeroPurchase({ ...ok, ownedHeroes: MAX_HEROES })).toBe('HERO_LIMIT');
    expect(
      checkHeroPurchase({ tier: 'supreme', warriorClass: 'archangel', progressStair: 500, ownedHeroes: 6 }),
    ).toBeNull();
  });
});
