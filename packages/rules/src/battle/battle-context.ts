import type { RngCursor } from '../random/rng-cursor.ts';
import type { BattleCreature, BattleMove, BattleState, TeamIndex } from './battle-types.ts';

/** The engine's working set for one step: its own copy of the state, the random cursor and the moves. */
export interface BattleContext {
  state: BattleState;
  rng: RngCursor;
  moves: BattleMove[];
}

export function emit(ctx: BattleContext, move: Omit<BattleMove, 'index' | 'round'>): void {
  ctx.moves.push({ index: ctx.state.moveCount, round: ctx.state.round, ...move });
  ctx.state.moveCount += 1;
}

export function findCreature(state: BattleState, id: number): BattleCreature | undefined {
  return state.creatures.find((c) => c.id === id);
}

export function livingOf(state: BattleState, team: TeamIndex): BattleCreature[] {
  return state.creatures.filter((c) => c.team === team && c.health > 0);
}

export function otherTeam(team: TeamIndex): TeamIndex {
  return team === 0 ? 1 : 0;
}
