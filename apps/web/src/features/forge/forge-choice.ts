import type { ArtifactItemDto } from '@rol/protocol/hero-dto';
import type { CreatureDto } from '@rol/protocol/player-dto';

export type StatName = 'attack' | 'defence' | 'health';
const STATS: readonly StatName[] = ['attack', 'defence', 'health'];

/**
 * The artifacts the forge can take: those lying in the storage (no hero holds them), the reforgeable
 * first (temporal ones are refused), then stronger ones first.
 */
export function storageArtifacts(artifacts: readonly ArtifactItemDto[]): ArtifactItemDto[] {
  return artifacts
    .filter((a) => a.creatureId === null)
    .sort((a, b) => Number(a.temporal) - Number(b.temporal) || b.level - a.level || a.id - b.id);
}

/** The stats a reforge adds, without the zeros. */
export function bonusParts(bonus: ArtifactItemDto['reforgeBonus']): { stat: StatName; value: number }[] {
  return STATS.filter((stat) => bonus[stat] > 0).map((stat) => ({ stat, value: bonus[stat] }));
}

/** A hero's attack, defence and maximum health now and after gaining `bonus`. */
export function statsAfter(
  hero: Pick<CreatureDto, 'attack' | 'defence' | 'maxHealth'>,
  bonus: ArtifactItemDto['reforgeBonus'],
): { stat: StatName; now: number; after: number }[] {
  const now = { attack: hero.attack, defence: hero.defence, health: hero.maxHealth };
  return STATS.map((stat) => ({
    stat,
    now: Math.round(now[stat]),
    after: Math.round(now[stat] + bonus[stat]),
  }));
}

/** "The blacksmith is tired" once today's reforges reach the limit. */
export function isTired(forge: { countToday: number; limit: number }): boolean {
  return forge.countToday >= forge.limit;
}
