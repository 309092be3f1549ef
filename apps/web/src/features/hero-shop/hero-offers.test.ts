import { describe, expect, it } from 'vitest';
import { classStatsAtLevel } from '@rol/rules/content/warrior-classes';
import { canHireMore, initialTier, offerFaction, offerFacts, type HeroShop } from './hero-offers.ts';

const tab = (tier: HeroShop['tabs'][number]['tier'], open: boolean, fromStair = 1) => ({
  tier,
  open,
  fromStair,
  price: { GOLD: 300 },
  offers: [],
});

describe('hero offers', () => {
  it('show a rankable class with its level 1 stats and rank cap', () => {
    expect(offerFacts('human')).toEqual({ ...classStatsAtLevel('human', 1), rankCap: 5, canRankUp: true });
    expect(offerFacts('dragon')?.rankCap).toBe(7);
  });

  it('show a class that cannot rank up as it arrives (at its cap, stronger than level 1 at rank 1)', () => {
    const titan = offerFacts('titan');
    expect(titan?.canRankUp).toBe(false);
    expect(titan?.attack).toBeGreaterThanOrEqual(classStatsAtLevel('titan', 1).attack);
  });

  it('know nothing of an unknown class', () => {
    expect(offerFacts('kraken')).toBeNull();
  });

  it('open on the wanted tab, else the first open one', () => {
    const shop: HeroShop = {
      tabs: [tab('usual', false), tab('legendary', true, 30), tab('mythical', false, 100)],
      ownedHeroes: 2,
      maxHeroes: 60,
    };
    expect(initialTier(shop, 'mythical')).toBe('mythical');
    expect(initialTier(shop, null)).toBe('legendary');
    expect(initialTier(shop, 'ark')).toBe('legendary');
    expect(initialTier({ ...shop, tabs: [] }, null)).toBeNull();
  });

  it('stop hiring at the hero limit', () => {
    expect(canHireMore({ ownedHeroes: 59, maxHeroes: 60 })).toBe(true);
    expect(canHireMore({ ownedHeroes: 60, maxHeroes: 60 })).toBe(false);
  });

  it('draw an unknown faction as none', () => {
    expect(offerFaction('moon')).toBe('moon');
    expect(offerFaction('stars')).toBe('none');
  });
});
