import { describe, expect, it } from 'vitest';
import {
  discountedGems,
  extraDailySpins,
  shopBalancePriceFor,
  shopDiscountPercent,
  shopPriceFor,
} from './bonus-perks.ts';
import { BONUS_TIER_DEFS } from './bonus-status.ts';

const GOLD = BONUS_TIER_DEFS.gold.fromPoints;
const BRILLIANT = BONUS_TIER_DEFS.brilliant.fromPoints;
const SILVER = BONUS_TIER_DEFS.silver.fromPoints;

describe('the bonus status perks', () => {
  it('gives gold 5 % and brilliant 10 % off, and 1 and 2 extra spins; nothing below gold', () => {
    expect([0, SILVER, GOLD - 1, GOLD, BRILLIANT - 1, BRILLIANT].map(shopDiscountPercent)).toEqual([0, 0, 0, 5, 5, 10]);
    expect([0, SILVER, GOLD, BRILLIANT].map(extraDailySpins)).toEqual([0, 0, 1, 2]);
  });

  it('rounds a discounted price up to a whole emerald, never below 1', () => {
    expect(discountedGems(40, 5)).toBe(38);
    expect(discountedGems(40, 10)).toBe(36);
    expect(discountedGems(15, 5)).toBe(15);
    expect(discountedGems(15, 10)).toBe(14);
    expect(discountedGems(1, 10)).toBe(1);
    expect(discountedGems(1, 100)).toBe(1);
    expect(discountedGems(0, 10)).toBe(0);
    expect(discountedGems(600, 0)).toBe(600);
    for (let gems = 1; gems <= 1000; gems += 1)
      for (const percent of [5, 10]) {
        const price = discountedGems(gems, percent);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(Math.max(1, (gems * (100 - percent)) / 100));
        expect(price).toBeLessThanOrEqual(gems);
      }
  });

  it('discounts only the emeralds of a price', () => {
    expect(shopPriceFor({ MITHRIL: 100, GOLD: 500 }, GOLD)).toEqual({ MITHRIL: 95, GOLD: 500 });
    expect(shopPriceFor({ GOLD: 500, CRYSTAL: 20 }, BRILLIANT)).toEqual({ GOLD: 500, CRYSTAL: 20 });
    expect(shopPriceFor({ MITHRIL: 100 }, SILVER)).toEqual({ MITHRIL: 100 });
    expect(shopBalancePriceFor({ mithril: 600 }, BRILLIANT)).toEqual({ mithril: 540 });
    expect(shopBalancePriceFor({ goldenTickets: 5 }, BRILLIANT)).toEqual({ goldenTickets: 5 });
  });
});
