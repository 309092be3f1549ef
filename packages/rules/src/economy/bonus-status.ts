/**
 * The bonus points status (§1): purchases of emeralds earn bonus points, one per emerald bought;
 * the points ever earned set the tier. Each tier's perks add to the ones below it.
 */
export const BONUS_TIERS = ['silver', 'gold', 'brilliant'] as const;
export type BonusTier = (typeof BONUS_TIERS)[number];

export interface BonusTierDef {
  /** Bonus points ever earned to reach the tier. */
  fromPoints: number;
  /** Extra emeralds on every emerald pack bought, in percent. */
  packBonusPercent: number;
  /** Off every price in emeralds of the shops, in percent. */
  shopDiscountPercent: number;
  /** Wheel spins without a ticket each server day, beyond the free one. */
  extraDailySpins: number;
}

export const BONUS_POINTS_PER_EMERALD = 1;

export const BONUS_TIER_DEFS: Record<BonusTier, BonusTierDef> = {
  silver: { fromPoints: 1_000, packBonusPercent: 5, shopDiscountPercent: 0, extraDailySpins: 0 },
  gold: { fromPoints: 5_000, packBonusPercent: 10, shopDiscountPercent: 5, extraDailySpins: 1 },
  brilliant: { fromPoints: 20_000, packBonusPercent: 15, shopDiscountPercent: 10, extraDailySpins: 2 },
};

/** The tier `points` reach, or null below silver. */
export function bonusTierOf(points: number): BonusTier | null {
  let tier: BonusTier | null = null;
  for (const candidate of BONUS_TIERS) if (points >= BONUS_TIER_DEFS[candidate].fromPoints) tier = candidate;
  return tier;
}

/** The next tier and the points still missing, or null at the top. */
export function nextBonusTier(points: number): { tier: BonusTier; missing: number } | null {
  for (const tier of BONUS_TIERS) {
    const need = BONUS_TIER_DEFS[tier].fromPoints;
    if (points < need) return { tier, missing: need - points };
  }
  return null;
}

/**
 * Golden tickets (§9 "one golden ticket per a configured number of emeralds"): one for every
 * GOLDEN_TICKET_EMERALDS emeralds bought, counted over the player's whole history of purchases (the
 * bonus points), so packs smaller than the step add up.
 */
export const GOLDEN_TICKET_EMERALDS = 100;

/** The golden tickets a purchase of `gained` bonus points earns on top of `pointsBefore`. */
export function goldenTicketsEarned(pointsBefore: number, gained: number): number {
  const before = Math.max(0, Math.floor(pointsBefore));
  const after = before + Math.max(0, Math.floor(gained));
  return Math.floor(after / GOLDEN_TICKET_EMERALDS) - Math.floor(before / GOLDEN_TICKET_EMERALDS);
}

/** The extra emeralds a pack of `gems` credits to a player of `points` (the tier's pack bonus). */
export function packBonusGems(points: number, gems: number): number {
  const tier = bonusTierOf(points);
  return tier ? Math.floor((gems * BONUS_TIER_DEFS[tier].packBonusPercent) / 100) : 0;
}
