import type { ResourceAmounts } from '../content/resources.ts';

/** The ways to restore the whole squad's health at once (player/health/{id}/restore). */
export const HEALTH_RESTORE_IDS = ['ELIXIR', 'GOLD', 'GEMS'] as const;
export type HealthRestoreId = (typeof HEALTH_RESTORE_IDS)[number];

/** Missing health healed by one elixir and by one gem (mithril). */
export const HEALTH_PER_ELIXIR = 20;
export const HEALTH_PER_GEM = 100;

/**
 * Gold asked per missing health point at the player's level: the healer's price grows with the
 * squad, so a full restore stays worth about one or two won battles' gold on the stairs the player
 * fights at, whatever its level (docs/economy.md, "Health").
 */
export const GOLD_PER_HEALTH_PER_LEVEL = 1 / 250;

export function goldPerHealth(level: number): number {
  return Math.max(1, level) * GOLD_PER_HEALTH_PER_LEVEL;
}

/** What a full restore of `missing` health costs with each option, cheapest resource first; none when full. */
export function healthRestoreOptions(
  missing: number,
  level: number,
): { id: HealthRestoreId; price: ResourceAmounts }[] {
  if (missing <= 0) return [];
  return [
    { id: 'ELIXIR', price: { ELIXIR: Math.ceil(missing / HEALTH_PER_ELIXIR) } },
    { id: 'GOLD', price: { GOLD: Math.ceil(missing * goldPerHealth(level)) } },
    { id: 'GEMS', price: { MITHRIL: Math.ceil(missing / HEALTH_PER_GEM) } },
  ];
}
