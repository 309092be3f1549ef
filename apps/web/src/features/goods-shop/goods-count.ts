/** How many of a consumable one purchase may take (shop/consumable/buy count 1..99). */
export const COUNT_MIN = 1;
export const COUNT_MAX = 99;

/** A count typed or stepped to, kept whole and within 1..99 (anything unreadable is 1). */
export function clampCount(value: number): number {
  if (!Number.isFinite(value)) return COUNT_MIN;
  return Math.min(COUNT_MAX, Math.max(COUNT_MIN, Math.floor(value)));
}

/** The magic hammers line: "owned/max" and whether one more can be bought. */
export function hammerState(hammer: { price: unknown; owned: number; max: number }): {
  text: string;
  canBuy: boolean;
} {
  return {
    text: `${hammer.owned}/${hammer.max}`,
    canBuy: hammer.price !== null && hammer.owned < hammer.max,
  };
}
