import { describe, expect, it } from 'vitest';
import {
  checkGroupUpgrade,
  checkHeroLevelUp,
  groupUpgradeCost,
  heroLevelsCost,
  heroLevelUpCost,
  MAX_GROUP_UPGRADE,
} from './hero-level.ts';

describe('hero levels and group upgrades (§9)', () => {
  it('upgrades a group of up to 6 distinct heroes', () => {
    expect(MAX_GROUP_UPGRADE).toBe(6);
    expect(checkGroupUpgrade([1, 2, 3, 4, 5, 6])).toBeNull();
    expect(checkGroupUpgrade([1, 2, 3, 4, 5, 6, 7])).toBe('GROUP_TOO_LARGE');
    expect(checkGroupUpgrade([])).toBe('GROUP_EMPTY');
    expect(checkGroupUpgrade([1, 2, 1])).toBe('GROUP_DUPLICATE');
  });

  it('never raises a hero above the player’s level', () => {
    expect(checkHeroLevelUp(4, 5)).toBeNull();
    expect(checkHeroLevelUp(5, 5)).toBe('HERO_LEVEL_MAX');
    expect(checkHeroLevelUp(6, 5)).toBe('HERO_LEVEL_MAX');
  });

  it('costs more gold each level and sums a group', () => {
    for (let l = 1; l < 100; l += 1)
      expect(heroLevelUpCost(l + 1).GOLD ?? 0).toBeGreaterThan(heroLevelUpCost(l).GOLD ?? 0);
    const levels = [1, 3, 3, 10];
    const sum = levels.reduce((a, l) => a + (heroLevelUpCost(l).GOLD ?? 0), 0);
    expect(groupUpgradeCost(levels)).toEqual({ GOLD: sum });
    expect(groupUpgradeCost([])).toEqual({});
  });
});

describe('levels between two levels', () => {
  it('sums the level-up costs on the way', () => {
    expect(heroLevelsCost(1, 4)).toEqual(groupUpgradeCost([1, 2, 3]));
    expect(heroLevelsCost(5, 5)).toEqual({});
    expect(heroLevelsCost(6, 5)).toEqual({});
  });
});

describe('level-up cost curve', () => {
  it('is nearly free at first and about 2,200 gold at level 70', () => {
    expect(heroLevelUpCost(1)).toEqual({ GOLD: 2 });
    expect(heroLevelUpCost(5).GOLD).toBeLessThan(60);
    expect(heroLevelUpCost(70).GOLD).toBeGreaterThan(2000);
    expect(heroLevelUpCost(70).GOLD).toBeLessThan(2500);
  });
});
