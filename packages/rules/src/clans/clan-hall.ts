/**
 * The hall of fame: clan-wide force bonuses for every member's heroes in battle, bought with the
 * treasury's gears. A force's level is capped by the HALL_OF_FAME building (buildingEffects.hallMaxLevel).
 */
export const HALL_FORCES = ['ATTACK', 'DEFENCE', 'HEALTH'] as const;
export type HallForce = (typeof HALL_FORCES)[number];

/** Per cent per level. */
export const HALL_PERCENT_PER_LEVEL: Record<HallForce, number> = { ATTACK: 2, DEFENCE: 2, HEALTH: 3 };

/** Gears for level L: 40 × L. */
export function hallLevelGears(level: number): number {
  return 40 * level;
}

/** Gears from `fromLevel` up to `toLevel` (each level in between paid). */
export function hallImproveGears(fromLevel: number, toLevel: number): number {
  let total = 0;
  for (let level = fromLevel + 1; level <= toLevel; level += 1) total += hallLevelGears(level);
  return total;
}

export function hallBonusPercent(force: HallForce, level: number): number {
  return HALL_PERCENT_PER_LEVEL[force] * level;
}
