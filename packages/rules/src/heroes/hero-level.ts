import type { ResourceAmounts } from '../content/resources.ts';

/** §9: a group upgrade raises at most this many heroes at once. */
export const MAX_GROUP_UPGRADE = 6;

/** Gold to raise a hero from `level` to `level + 1`: `base` × `growth`^(level − 1), rounded. */
export const HERO_LEVEL_COST = { base: 150, growth: 1.35 } as const;

export function heroLevelUpCost(level: number): ResourceAmounts {
  const l = Math.max(1, Math.floor(level));
  return { GOLD: Math.round(HERO_LEVEL_COST.base * HERO_LEVEL_COST.growth ** (l - 1)) };
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
