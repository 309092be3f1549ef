import type { ResourceAmounts } from '../content/resources.ts';

/** §9: a group upgrade raises at most this many heroes at once. */
export const MAX_GROUP_UPGRADE = 6;

/**
 * Gold to raise a hero from `level` to `level + 1`: `factor` × level^`power`, rounded (at least 1).
 * The power follows the gold a player earns per level on the road (guard gold per player level grows
 * about as level^1.65), so keeping five heroes at the player's level takes a steady share of the
 * income: nearly free on the first stairs, where every coin goes to the third hero, about 2,200 gold
 * a level at level 70 (stair 500). Tuned with `npm run sim`: a geometric curve such as
 * 150 × 1.35^(level−1) stopped every simulated player before stair 110, and even 30 × 1.04^(level−1)
 * tripled the time to stair 100.
 */
export const HERO_LEVEL_COST = { factor: 2, power: 1.65 } as const;

export function heroLevelUpCost(level: number): ResourceAmounts {
  const l = Math.max(1, Math.floor(level));
  return { GOLD: Math.max(1, Math.round(HERO_LEVEL_COST.factor * l ** HERO_LEVEL_COST.power)) };
}

/** The gold to raise a hero from `fromLevel` to `toLevel` (nothing when `toLevel` ≤ `fromLevel`). */
export function heroLevelsCost(fromLevel: number, toLevel: number): ResourceAmounts {
  const levels: number[] = [];
  for (let l = Math.max(1, Math.floor(fromLevel)); l < toLevel; l += 1) levels.push(l);
  return groupUpgradeCost(levels);
}

/** A hero's level never exceeds the player's: HERO_LEVEL_MAX once they are equal. */
export function checkHeroLevelUp(heroLevel: number, playerLevel: number): 'HERO_LEVEL_MAX' | null {
  return heroLevel >= playerLevel ? 'HERO_LEVEL_MAX' : null;
}

/** Why `ids` cannot be upgraded together, or null: none, more than MAX_GROUP_UPGRADE, or a hero twice. */
export function checkGroupUpgrade(
  ids: readonly number[],
): 'GROUP_EMPTY' | 'GROUP_TOO_LARGE' | 'GROUP_DUPLICATE' | null {
  if (ids.length === 0) return 'GROUP_EMPTY';
  if (ids.length > MAX_GROUP_UPGRADE) return 'GROUP_TOO_LARGE';
  if (new Set(ids).size !== ids.length) return 'GROUP_DUPLICATE';
  return null;
}

/** The summed price of raising each hero of a group by one level, from its current `levels`. */
export function groupUpgradeCost(levels: readonly number[]): ResourceAmounts {
  const out: ResourceAmounts = {};
  for (const level of levels)
    for (const [kind, amount] of Object.entries(heroLevelUpCost(level)) as [keyof ResourceAmounts, number][])
      out[kind] = (out[kind] ?? 0) + amount;
  return out;
}
