import { describe, expect, it } from 'vitest';
import { BONUS_TIER_DEFS, BONUS_TIERS, bonusTierOf, nextBonusTier } from './bonus-status.ts';

describe('the bonus points status', () => {
  it('climbs silver, gold, brilliant at their thresholds', () => {
    expect(bonusTierOf(0)).toBeNull();
    expect(bonusTierOf(999)).toBeNull();
    expect(bonusTierOf(1_000)).toBe('silver');
    expect(bonusTierOf(5_000)).toBe('gold');
    expect(bonusTierOf(1_000_000)).toBe('brilliant');
    expect(nextBonusTier(4_000)).toEqual({ tier: 'gold', missing: 1_000 });
    expect(nextBonusTier(20_000)).toBeNull();
  });

  it('gives each tier at least the perks of the one below', () => {
    for (let i = 1; i < BONUS_TIERS.length; i += 1) {
      const lower = BONUS_TIER_DEFS[BONUS_TIERS[i - 1]!];
      const upper = BONUS_TIER_DEFS[BONUS_TIERS[i]!];
      expect(upper.fromPoints).toBeGreaterThan(lower.fromPoints);
      expect(upper.packBonusPercent).toBeGreaterThanOrEqual(lower.packBonusPercent);
      expect(upper.shopDiscountPercent).toBeGreaterThanOrEqual(lower.shopDiscountPercent);
      expect(upper.extraDailySpins).toBeGreaterThanOrEqual(lower.extraDailySpins);
    }
  });
});
