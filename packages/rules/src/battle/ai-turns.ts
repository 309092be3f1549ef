import type { BattleContext } from './battle-context.ts';
import { resolveHit } from './hit.ts';
import { chooseAiHit } from './monster-ai.ts';
import { advanceTurn, finish } from './rounds.ts';
import { findCreature } from './battle-context.ts';

/** Plays the AI-controlled teams' blows until a player's team is to act or the battle ends. */
export function runAiTurns(ctx: BattleContext): void {
  const { state } = ctx;
  while (state.status === 'IN_PROGRESS' && state.controllers[state.turningTeam] === 'ai') {
    const team = state.turningTeam;
    const choice = chooseAiHit(state, team);
    const attacker = choice && findCreature(state, choice.attackerId);
    const defender = choice && findCreature(state, choice.defenderId);
    if (!attacker || !defender) {
      // Cannot happen while advanceTurn hands the turn only to a team that can act; end safely.
      finish(ctx, team === 0 ? 1 : 0);
      return;
    }
    resolveHit(ctx, attacker, defender);
    advanceTurn(ctx, team);
  }
}
