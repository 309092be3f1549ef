import { CONSUMABLES, type ConsumableDef } from '../content/consumables.ts';
import type { RngState } from '../random/prng.ts';
import { rngCursor } from '../random/rng-cursor.ts';
import { cloneBattleState } from './battle-clone.ts';
import { emit, findCreature, livingOf, otherTeam, type BattleContext } from './battle-context.ts';
import type { BattleAction, BattleError, BattleMove, BattleState, TeamIndex } from './battle-types.ts';
import { runAiTurns } from './ai-turns.ts';
import { applyToTarget } from './effect-engine.ts';
import { canAct, isFrozen } from './effective-stats.ts';
import { resolveHit } from './hit.ts';
import { advanceTurn, checkEnd, finish } from './rounds.ts';

export type BattleStepResult =
  { state: BattleState; moves: BattleMove[]; rng: RngState } | { error: BattleError };

/**
 * The battle engine (docs/architecture.md, "Game state", boardgame.io style): a pure function of the state, the player's
 * action and the random state. It returns the next state, the moves to animate and the next random
 * state, or an error for a bad action — it never throws and never changes its arguments. After the
 * player's action the AI's teams play until it is a player's turn again or the battle ends.
 */
export function applyBattleAction(state: BattleState, action: BattleAction, rng: RngState): BattleStepResult {
  if (state.status === 'COMPLETED') return { error: 'BATTLE_COMPLETED' };
  const problem = validate(state, action);
  if (problem) return { error: problem };
  const ctx: BattleContext = { state: cloneBattleState(state), rng: rngCursor(rng), moves: [] };
  const s = ctx.state;
  switch (action.type) {
    case 'hit': {
      const attacker = findCreature(s, action.attackerId);
      const defender = findCreature(s, action.defenderId);
      if (!attacker || !defender) return { error: 'CREATURE_NOT_FOUND' };
      resolveHit(ctx, attacker, defender);
      advanceTurn(ctx, attacker.team);
      break;
    }
    case 'skip': {
      const team = s.turningTeam;
      for (const c of s.creatures) if (c.team === team) c.acted = true;
      emit(ctx, { kind: 'skip', sourceId: null, targetId: null, amount: team, healthAfter: null });
      advanceTurn(ctx, team);
      break;
    }
    case 'consumable':
      useConsumable(ctx, action.consumableId, action.targetCreatureId);
      break;
    case 'giveUp':
      finish(ctx, otherTeam(giverUpTeam(s, action.team)));
      break;
  }
  runAiTurns(ctx);
  return { state: ctx.state, moves: ctx.moves, rng: ctx.rng.state };
}

function giverUpTeam(state: BattleState, team: TeamIndex | undefined): TeamIndex {
  if (team !== undefined) return team;
  return state.controllers[0] === 'player' ? 0 : 1;
}

function playerTurn(state: BattleState): boolean {
  return state.controllers[state.turningTeam] === 'player';
}

function validate(state: BattleState, action: BattleAction): BattleError | null {
  switch (action.type) {
    case 'hit': {
      const attacker = findCreature(state, action.attackerId);
      const defender = findCreature(state, action.defenderId);
      if (!attacker || !defender) return 'CREATURE_NOT_FOUND';
      if (state.controllers[attacker.team] !== 'player') return 'NOT_YOUR_CREATURE';
      if (attacker.team !== state.turningTeam) return 'NOT_YOUR_TURN';
      if (attacker.health <= 0) return 'CREATURE_DEAD';
      if (isFrozen(attacker)) return 'CREATURE_FROZEN';
      if (!canAct(attacker)) return 'CREATURE_ALREADY_ACTED';
      if (defender.team === attacker.team) return 'INVALID_TARGET';
      if (defender.health <= 0) return 'CREATURE_DEAD';
      return null;
    }
    case 'skip':
      return playerTurn(state) ? null : 'NOT_YOUR_TURN';
    case 'consumable':
      return validateConsumable(state, action.consumableId, action.targetCreatureId);
    case 'giveUp': {
      const team = giverUpTeam(state, action.team);
      return state.controllers[team] === 'player' ? null : 'NOT_YOUR_CREATURE';
    }
    default:
      return 'BAD_ACTION';
  }
}

/** §5: resurrection items work only on the dead ("Creature not dead"); the others only on the living. */
function validateConsumable(state: BattleState, consumableId: number, targetId: number): BattleError | null {
  const item = state.consumables.find((c) => c.id === consumableId);
  if (!item) return 'CONSUMABLE_NOT_FOUND';
  if (state.controllers[item.team] !== 'player') return 'NOT_YOUR_CREATURE';
  if (item.team !== state.turningTeam) return 'NOT_YOUR_TURN';
  const target = findCreature(state, targetId);
  if (!target) return 'CREATURE_NOT_FOUND';
  const def: ConsumableDef = CONSUMABLES[item.consumableId];
  const wantedTeam = def.targetTeam === 'own' ? item.team : otherTeam(item.team);
  if (target.team !== wantedTeam) return 'INVALID_TARGET';
  if (def.requiresDead && target.health > 0) return 'CREATURE_NOT_DEAD';
  if (!def.requiresDead && target.health <= 0) return 'CREATURE_DEAD';
  return null;
}

/**
 * Uses a consumable (a free action: the turn stays). Its `onUse` effects reach, relative to the
 * user's team: `self` the chosen creature, `ally` the user's living team, `enemy` the other team.
 */
function useConsumable(ctx: BattleContext, consumableId: number, targetId: number): void {
  const s = ctx.state;
  const item = s.consumables.find((c) => c.id === consumableId);
  const target = findCreature(s, targetId);
  if (!item || !target) return;
  s.consumables = s.consumables.filter((c) => c.id !== consumableId);
  emit(ctx, {
    kind: 'consumable',
    sourceId: null,
    targetId,
    amount: consumableId,
    healthAfter: target.health,
  });
  const def: ConsumableDef = CONSUMABLES[item.consumableId];
  for (const e of def.effects) {
    if (e.chance !== undefined && e.chance < 1 && !ctx.rng.chance(e.chance)) continue;
    const targets =
      e.target === 'self'
        ? [target]
        : e.target === 'ally'
          ? livingOf(s, item.team)
          : e.target === 'enemy'
            ? livingOf(s, otherTeam(item.team))
            : s.creatures.filter((c) => c.health > 0);
    for (const t of targets) applyToTarget(ctx, e, null, t, 0);
  }
  if (checkEnd(ctx)) return;
  // The item may have frozen or killed the last able creature of the side to play.
  if (!s.creatures.some((c) => c.team === s.turningTeam && canAct(c))) advanceTurn(ctx, s.turningTeam);
}
