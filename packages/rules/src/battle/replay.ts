import type { RngState } from '../random/prng.ts';
import { applyBattleAction } from './apply-action.ts';
import type { BattleAction, BattleError, BattleMove, BattleSetup, BattleState } from './battle-types.ts';
import { startBattle } from './start-battle.ts';

/**
 * Replays a battle from its setup, its seed and its action log (docs/architecture.md, "Game state"): the result is exactly
 * the state and moves the battle had. A log that does not fit reports the index of the first bad action.
 */
export function replay(
  initial: BattleSetup,
  actions: readonly BattleAction[],
  seed: number,
): { state: BattleState; moves: BattleMove[]; rng: RngState } | { error: BattleError; index: number } {
  const start = startBattle(initial, seed);
  let state = start.state;
  let rng = start.rng;
  const moves = [...start.moves];
  for (const [index, action] of actions.entries()) {
    const step = applyBattleAction(state, action, rng);
    if ('error' in step) return { error: step.error, index };
    state = step.state;
    rng = step.rng;
    moves.push(...step.moves);
  }
  return { state, moves, rng };
}
