import type { ResourceAmounts } from '../content/resources.ts';

/** §9: force and rank steps running at once without extra magic hammers. */
export const DEFAULT_HAMMERS = 2;
/** Extra magic hammers a player can buy, one at a time. */
export const MAX_EXTRA_HAMMERS = 3;
/** Gems (MITHRIL) for the 1st, 2nd and 3rd extra hammer. */
export const EXTRA_HAMMER_PRICES = [100, 250, 500] as const satisfies readonly number[];

function clampExtra(extra: number): number {
  return Math.min(MAX_EXTRA_HAMMERS, Math.max(0, Math.floor(extra)));
}

/** The price of the next extra hammer when the player owns `ownedExtra`; null when none is left to buy. */
export function extraHammerPrice(ownedExtra: number): ResourceAmounts | null {
  const gems = EXTRA_HAMMER_PRICES[clampExtra(ownedExtra)];
  return ownedExtra >= MAX_EXTRA_HAMMERS || gems === undefined ? null : { MITHRIL: gems };
}

export function checkBuyHammer(ownedExtra: number): 'HAMMERS_MAX' | null {
  return ownedExtra >= MAX_EXTRA_HAMMERS ? 'HAMMERS_MAX' : null;
}

/** Steps that may run at once with `extra` extra hammers. */
export function hammerCount(extra: number): number {
  return DEFAULT_HAMMERS + clampExtra(extra);
}

/** A new step needs a free hammer: fewer than `hammerCount(extra)` steps `running`. */
export function checkHammerFree(running: number, extra: number): 'HAMMERS_BUSY' | null {
  return running >= hammerCount(extra) ? 'HAMMERS_BUSY' : null;
}
