import { scaleEffect, type EffectDef } from './effects.ts';
import { ARK_FORCES } from './forces-ark.ts';
import { ELITE_FORCES } from './forces-elite.ts';
import { USUAL_FORCES } from './forces-usual.ts';
import type { ForceDef } from './force-def.ts';
import type { ResourceAmounts } from './resources.ts';
import type { WarriorClass } from './warrior-classes.ts';

/** Every force (§3 forcesV2), keyed by its id. */
export const FORCES = { ...USUAL_FORCES, ...ELITE_FORCES, ...ARK_FORCES } as const satisfies Record<
  string,
  ForceDef
>;
export type ForceId = keyof typeof FORCES;

export function isForceId(value: string): value is ForceId {
  return Object.hasOwn(FORCES, value);
}

/** The forces of a class, in learning order (by learn rank, then id). */
export function forcesOfClass(warriorClass: WarriorClass): ForceId[] {
  return (Object.keys(FORCES) as ForceId[])
    .filter((id) => FORCES[id].warriorClass === warriorClass)
    .sort((a, b) => FORCES[a].learnRank - FORCES[b].learnRank || a.localeCompare(b));
}

/** The effects of a force at `rank` (1 to its max rank; clamped). Rank 0 (not studied) has none. */
export function forceEffectsAtRank(forceId: ForceId, rank: number): EffectDef[] {
  const def: ForceDef = FORCES[forceId];
  const r = Math.min(def.maxRank, Math.floor(rank));
  if (r < 1) return [];
  return def.effects.map((e) => scaleEffect(e, r));
}

/** Seconds the step to `toRank` takes (1 = studying); grows geometrically with the rank. */
export function forceStepSeconds(forceId: ForceId, toRank: number): number {
  const def: ForceDef = FORCES[forceId];
  return Math.round(def.studySeconds * def.growth ** Math.max(0, toRank - 1));
}

/** Price of the step to `toRank` (1 = studying); grows geometrically with the rank. */
export function forceStepCost(forceId: ForceId, toRank: number): ResourceAmounts {
  const def: ForceDef = FORCES[forceId];
  const factor = def.growth ** Math.max(0, toRank - 1);
  const cost: ResourceAmounts = {};
  for (const [kind, amount] of Object.entries(def.studyCost) as [keyof ResourceAmounts, number][]) {
    cost[kind] = Math.round(amount * factor);
  }
  return cost;
}

/**
 * "Incompatible force" (§8) unless the force belongs to the hero's class and the hero's rank has
 * reached its learn rank.
 */
export function checkForceLearnable(
  warriorClass: WarriorClass,
  heroRank: number,
  forceId: string,
): 'INCOMPATIBLE_FORCE' | null {
  if (!isForceId(forceId)) return 'INCOMPATIBLE_FORCE';
  const def: ForceDef = FORCES[forceId];
  if (def.warriorClass !== warriorClass || heroRank < def.learnRank) return 'INCOMPATIBLE_FORCE';
  return null;
}
