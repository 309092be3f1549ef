import { ARTIFACTS, type ArtifactId } from '../content/artifacts.ts';
import { CONSUMABLES, type ConsumableId } from '../content/consumables.ts';
import { guardReward } from '../content/monster-curve.ts';
import type { RuneId } from '../content/runes.ts';
import { hashParts } from '../random/hash.ts';
import { seedRng } from '../random/prng.ts';
import { rngCursor } from '../random/rng-cursor.ts';
import type { RoadPlace } from '../road/road-place.ts';
import type { BattleConsumable, BattleRewards, BattleSetup, RewardItem } from './battle-types.ts';
import { heroCombatant, monsterCombatants, type HeroLoadout } from './combatants.ts';

/** §9: a squad has up to 6 heroes. */
export const MAX_SQUAD = 6;
/** Chance that an ordinary guard drops a consumable; a boss drops an artifact at BOSS_ARTIFACT_CHANCE. */
export const CONSUMABLE_DROP_CHANCE = 0.15;
export const BOSS_ARTIFACT_CHANCE = 0.5;

const DROP_CONSUMABLES = Object.keys(CONSUMABLES) as ConsumableId[];
const DROP_ARTIFACTS = (Object.keys(ARTIFACTS) as ArtifactId[]).filter(
  (id) => !id.startsWith('vip_') && id !== 'trial_sword',
);

/**
 * Rewards of beating the guard of `stair` (gold and experience from the curve, sometimes an item),
 * the loser's penalty and the health a loss costs; drawn from `seed` so they are reproducible.
 */
export function mobRewards(
  stair: number,
  boss: boolean,
  seed: number,
  bonus: { battle: number; chest: number } = { battle: 0, chest: 0 },
): BattleRewards {
  const rng = rngCursor(seedRng(hashParts(seed, stair, 'reward')));
  const { gold, experience } = guardReward(stair);
  const items: RewardItem[] = [];
  // A running set makes the trophy more likely (`bonus.chest` percent more, capped at certain).
  const likelier = (chance: number) => Math.min(1, chance * (1 + Math.max(0, bonus.chest) / 100));
  if (boss && rng.chance(likelier(BOSS_ARTIFACT_CHANCE))) {
    items.push({ kind: 'artifact', id: rng.pick(DROP_ARTIFACTS) ?? 'bronze_sword', count: 1 });
  } else if (rng.chance(likelier(CONSUMABLE_DROP_CHANCE))) {
    items.push({ kind: 'consumable', id: rng.pick(DROP_CONSUMABLES) ?? 'healing_elixir', count: 1 });
  }
  return {
    winnerReward: { gold, experience, items },
    looserPenalty: { gold: 0, experience: 0, items: [] },
    healthPenalty: 10 + Math.floor(stair / 50),
    ...(bonus.battle > 0 || bonus.chest > 0 ? { bonus } : {}),
  };
}

export type MobSetupError = 'NO_GUARD' | 'EMPTY_SQUAD' | 'SQUAD_TOO_LARGE' | 'DUPLICATE_CREATURE';

/**
 * A MOB battle against the guard of `place` (§7 battle/place/attack): the player's squad (team 0)
 * against the place's creatures (team 1, AI), with the backpack's consumables and the squad's markers.
 */
export function mobBattleSetup(params: {
  place: RoadPlace;
  squad: readonly HeroLoadout[];
  consumables?: readonly { id: number; consumableId: ConsumableId }[];
  markers?: readonly RuneId[];
  seed: number;
  /** The boosters' bonuses when the battle begins (economy/boosters `battleBonusesAt`). */
  bonus?: { battle: number; chest: number };
}): BattleSetup | { error: MobSetupError } {
  const { place, squad } = params;
  if (!place.guard) return { error: 'NO_GUARD' };
  if (squad.length === 0) return { error: 'EMPTY_SQUAD' };
  if (squad.length > MAX_SQUAD) return { error: 'SQUAD_TOO_LARGE' };
  if (new Set(squad.map((h) => h.id)).size !== squad.length || squad.some((h) => h.id <= 0)) {
    return { error: 'DUPLICATE_CREATURE' };
  }
  const consumables: BattleConsumable[] = (params.consumables ?? []).map((c) => ({ ...c, team: 0 }));
  return {
    kind: 'MOB',
    placeId: place.id,
    teams: [squad.map((h) => heroCombatant(h, params.markers ?? [])), monsterCombatants(place.guard)],
    controllers: ['player', 'ai'],
    consumables,
    rewards: mobRewards(place.stair, place.guard.boss, params.seed, params.bonus),
  };
}
