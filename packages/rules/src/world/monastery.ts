import { FORCES, forceStepCost, type ForceId } from '../content/forces.ts';
import type { ResourceAmounts } from '../content/resources.ts';
import { TALKERS } from '../content/story.ts';

/**
 * The monastery (§2): the monks of the nun's order retrain a hero — they make it forget one studied
 * force entirely, so its hammers and resources can go to another, and give back part of what the
 * force's ranks cost. It opens once the player has won past the nun's stair.
 */
export const MONASTERY = {
  openStair: TALKERS.nun.stair,
  /** Per cent of the ranks' cost given back, rounded down per resource. */
  refundPercent: 50,
} as const;

/** What every rank of `forceId` up to `rank` cost. */
export function forceRanksCost(forceId: ForceId, rank: number): ResourceAmounts {
  const total: ResourceAmounts = {};
  const top = Math.min(Math.max(0, Math.floor(rank)), FORCES[forceId].maxRank);
  for (let r = 1; r <= top; r += 1)
    for (const [kind, amount] of Object.entries(forceStepCost(forceId, r)) as [keyof ResourceAmounts, number][])
      total[kind] = (total[kind] ?? 0) + amount;
  return total;
}

/** What the monks give back for forgetting `forceId` at `rank`. */
export function retrainRefund(forceId: ForceId, rank: number): ResourceAmounts {
  const refund: ResourceAmounts = {};
  for (const [kind, amount] of Object.entries(forceRanksCost(forceId, rank)) as [keyof ResourceAmounts, number][]) {
    const back = Math.floor((amount * MONASTERY.refundPercent) / 100);
    if (back > 0) refund[kind] = back;
  }
  return refund;
}

export function monasteryOpen(bestVictoryStair: number): boolean {
  return bestVictoryStair >= MONASTERY.openStair;
}
