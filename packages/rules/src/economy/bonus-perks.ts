import type { Balance, ResourceAmounts } from '../content/resources.ts';
import { BONUS_TIER_DEFS, bonusTierOf } from './bonus-status.ts';

/**
 * The perks of the bonus points status that act outside the bank: the gold and brilliant tiers pay
 * less for every price in emeralds of the shops, and spin the wheel more times a day without a
 * ticket. The tier is the one the player's bonus points reach at the moment of the action.
 */

/** Off every emerald price of the shops, in percent, for a player holding `points`. */
export function shopDiscountPercent(points: number): number {
  const tier = bonusTierOf(points);
  return tier ? BONUS_TIER_DEFS[tier].shopDiscountPercent : 0;
}

/** Wheel spins without a ticket each server day beyond the free one, for a player holding `points`. */
export function extraDailySpins(points: number): number {
  const tier = bonusTierOf(points);
  return tier ? BONUS_TIER_DEFS[tier].extraDailySpins : 0;
}

/**
 * An emerald price after a discount of `percent`: the discount is the percent of the price rounded
 * down to whole emeralds — the price is rounded up — and a price of at least 1 never falls below 1
 * (a free price stays free). So 40 at 5 % is 38, 15 at 5 % stays 15 (14.25 rounds up), 15 at 10 % is 14.
 */
export function discountedGems(gems: number, percent: number): number {
  if (gems <= 0 || percent <= 0) return gems;
  const off = Math.floor((gems * Math.min(100, percent)) / 100);
  return Math.max(1, gems - off);
}

/** A price of resource kinds with its emeralds (MITHRIL) discounted for a player holding `points`. */
export function shopPriceFor(price: ResourceAmounts, points: number): ResourceAmounts {
  const gems = price.MITHRIL;
  if (gems === undefined) return price;
  return { ...price, MITHRIL: discountedGems(gems, shopDiscountPercent(points)) };
}

/** A price in balances with its emeralds (`mithril`) discounted for a player holding `points`. */
export function shopBalancePriceFor(
  price: Partial<Record<Balance, number>>,
  points: number,
): Partial<Record<Balance, number>> {
  const gems = price.mithril;
  if (gems === undefined) return price;
  return { ...price, mithril: discountedGems(gems, shopDiscountPercent(points)) };
}
