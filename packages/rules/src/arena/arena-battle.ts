import type { BattleSetup } from '../battle/battle-types.ts';
import { heroCombatant, type HeroLoadout } from '../battle/combatants.ts';
import { MAX_SQUAD } from '../battle/mob-battle.ts';

/** A defence squad as stored: the heroes' loadouts at the moment the defence was set. */
export type DefenceSnapshot = readonly HeroLoadout[];

export type ArenaSetupError = 'EMPTY_SQUAD' | 'EMPTY_DEFENCE' | 'SQUAD_TOO_LARGE';

/**
 * An ARENA battle: the attacker's squad (team 0, the player) against the defender's snapshot (team 1,
 * played by the monsters' AI). The defenders take ids −1, −2, … in their squad order so they never
 * meet an attacker's hero id. A win pays `winGold`; a loss costs nothing and no health penalty.
 */
export function arenaBattleSetup(params: {
  squad: readonly HeroLoadout[];
  defence: DefenceSnapshot;
  winGold: number;
}): BattleSetup | { error: ArenaSetupError } {
  const { squad, defence } = params;
  if (squad.length === 0) return { error: 'EMPTY_SQUAD' };
  if (defence.length === 0) return { error: 'EMPTY_DEFENCE' };
  if (squad.length > MAX_SQUAD || defence.length > MAX_SQUAD) return { error: 'SQUAD_TOO_LARGE' };
  return {
    kind: 'ARENA',
    placeId: null,
    teams: [
      squad.map((h) => heroCombatant(h)),
      defence.map((h, i) => ({ ...heroCombatant(h), id: -(i + 1) })),
    ],
    controllers: ['player', 'ai'],
    consumables: [],
    rewards: {
      winnerReward: { gold: params.winGold, experience: 0, items: [] },
      looserPenalty: { gold: 0, experience: 0, items: [] },
      healthPenalty: 0,
    },
  };
}

/** A fighter's rank at the start of an arena battle, by its id in the battle. */
export interface FighterRank {
  creatureId: number;
  rank: number;
}

/**
 * The ranks of both sides of an arena battle, by the ids `arenaBattleSetup` gives them (the
 * attacker's hero ids, the defenders −1, −2, …): the combatants carry stats, not ranks, so the
 * battle record keeps these beside them for the replay's rank stars.
 */
export function arenaFighterRanks(squad: readonly HeroLoadout[], defence: DefenceSnapshot): FighterRank[] {
  return [
    ...squad.map((h) => ({ creatureId: h.id, rank: h.rank })),
    ...defence.map((h, i) => ({ creatureId: -(i + 1), rank: h.rank })),
  ];
}
