import type { BattleCreatureDto, BattleStatusDto } from '@rol/protocol/battle-dto';
import type { ErrorCode } from '@rol/protocol/error-codes';
import type { FighterRank } from '@rol/rules/arena/arena-battle';
import type { BattleCreature, BattleError, BattleMove, BattleState } from '@rol/rules/battle/battle-types';
import { effectiveAttack, effectiveDefence } from '@rol/rules/battle/effective-stats';
import { battleScenarioOf } from '@rol/rules/content/battle-scenarios';
import { stairOfPlaceId } from '@rol/rules/road/road-place';
import type { BattleRow } from '../db/schema/battles.ts';

/** The engine's refusals in the catalogue: the same codes, but for a malformed action. */
export const BATTLE_ERROR_CODES: Record<BattleError, ErrorCode> = {
  BATTLE_COMPLETED: 'BATTLE_COMPLETED',
  BAD_ACTION: 'BAD_REQUEST',
  CREATURE_NOT_FOUND: 'CREATURE_NOT_FOUND',
  CREATURE_DEAD: 'CREATURE_DEAD',
  CREATURE_NOT_DEAD: 'CREATURE_NOT_DEAD',
  CREATURE_FROZEN: 'CREATURE_FROZEN',
  CREATURE_ALREADY_ACTED: 'CREATURE_ALREADY_ACTED',
  NOT_YOUR_CREATURE: 'NOT_YOUR_CREATURE',
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  INVALID_TARGET: 'INVALID_TARGET',
  CONSUMABLE_NOT_FOUND: 'CONSUMABLE_NOT_FOUND',
};

/** A creature as the battle shows it: attack and defence as the engine applies them now (rounded like the hero page). */
function creatureDto(state: BattleState, c: BattleCreature): BattleCreatureDto {
  return {
    id: c.id,
    team: c.team,
    imageId: c.imageId,
    warriorClass: c.warriorClass,
    monsterId: c.monsterId ?? null,
    level: c.level,
    attack: Math.round(effectiveAttack(state, c)),
    defence: Math.round(effectiveDefence(state, c)),
    health: c.health,
    maxHealth: c.maxHealth,
    effects: c.effects.map((e) => ({ type: e.kind, movesRemain: e.movesRemain })),
    immortality: c.immortality,
    acted: c.acted,
  };
}

function askOf(state: BattleState): BattleStatusDto['ask'] {
  if (state.status === 'COMPLETED') return 'COMPLETE';
  return state.controllers[state.turningTeam] === 'player' ? 'CHOOSE_HIT' : null;
}

/** The story line of a road battle against the guard of a story part's stair (content/battle-scenarios). */
function scenarioOf(state: BattleState, lang: 'RU' | 'EN'): string | null {
  if (state.kind !== 'MOB' || state.placeId === null) return null;
  return battleScenarioOf(stairOfPlaceId(state.placeId), lang);
}

/**
 * §3 battle status of a stored battle with `moves` to animate; `ranks` are the fighters' ranks the
 * battle's record keeps (an arena battle's both sides), drawn as stars; `lang` the player's language
 * (the story line's). `battleBonus` and `chestBonus` are what the boosters running when the battle
 * began add, in percent (stored with its rewards).
 */
export function battleStatusOf(
  row: BattleRow,
  moves: readonly BattleMove[],
  ranks?: readonly FighterRank[],
  lang: 'RU' | 'EN' = 'RU',
): BattleStatusDto {
  const s = row.engineState;
  return {
    battle: {
      id: row.id,
      kind: s.kind,
      placeId: s.placeId,
      creatures: s.creatures.map((c) => creatureDto(s, c)),
      round: s.round,
      maxRounds: s.maxRounds,
      winnerTeam: s.winnerTeam,
      ...(ranks ? { ranks: ranks.map((r) => ({ creatureId: r.creatureId, rank: r.rank })) } : {}),
    },
    battleState: s.status,
    moves: [...moves],
    offset: s.moveCount,
    winnerReward: s.rewards.winnerReward,
    looserPenalty: s.rewards.looserPenalty,
    healthPenalty: s.rewards.healthPenalty,
    consumables: s.consumables
      .filter((c) => s.controllers[c.team] === 'player')
      .map((c) => ({ id: c.id, consumableId: c.consumableId })),
    scenarioMessage: scenarioOf(s, lang),
    turningTeam: s.turningTeam,
    ask: askOf(s),
    battleBonus: s.rewards.bonus?.battle ?? 0,
    chestBonus: s.rewards.bonus?.chest ?? 0,
    processing: false,
  };
}
