import { emit, livingOf, otherTeam, type BattleContext } from './battle-context.ts';
import type { TeamIndex } from './battle-types.ts';
import { dealDamage, fireTrigger } from './effect-engine.ts';
import { canAct } from './effective-stats.ts';

/**
 * Rounds and turns. In a round every living creature may act once; the teams take turns, one blow
 * each, starting with team 0; a team with nobody able to act passes. A round starts with every
 * creature's poison and burning (in id order), then the statuses count down one move (a status
 * at 0 ends), then the on-turn-start effects fire. A frozen creature cannot act while its frozen
 * status has moves remaining (§4). After `maxRounds` rounds the defenders (team 1) win.
 */

/** Ends the battle when a team has nobody alive (team 0 losing first when both fall). */
export function checkEnd(ctx: BattleContext): boolean {
  const { state } = ctx;
  if (state.status === 'COMPLETED') return true;
  if (livingOf(state, 0).length === 0) return finish(ctx, 1);
  if (livingOf(state, 1).length === 0) return finish(ctx, 0);
  return false;
}

export function finish(ctx: BattleContext, winner: TeamIndex): true {
  ctx.state.status = 'COMPLETED';
  ctx.state.winnerTeam = winner;
  emit(ctx, { kind: 'end', sourceId: null, targetId: null, amount: winner, healthAfter: null });
  return true;
}

function teamCanAct(ctx: BattleContext, team: TeamIndex): boolean {
  return ctx.state.creatures.some((c) => c.team === team && canAct(c));
}

/** Starts the next round (or ends the battle at the round limit). */
function startRound(ctx: BattleContext): void {
  const { state } = ctx;
  if (state.round >= state.maxRounds) {
    finish(ctx, 1);
    return;
  }
  state.round += 1;
  emit(ctx, { kind: 'round', sourceId: null, targetId: null, amount: state.round, healthAfter: null });
  for (const c of state.creatures) c.acted = false;
  for (const c of state.creatures) {
    if (c.health <= 0) continue;
    for (const s of c.effects) {
      if (s.movesRemain <= 0 || (s.kind !== 'poison' && s.kind !== 'fire')) continue;
      dealDamage(ctx, c, s.value, s.kind, s.sourceId);
      if (c.health <= 0) break;
    }
    for (const s of c.effects) s.movesRemain -= 1;
    c.effects = c.effects.filter((s) => s.movesRemain > 0);
  }
  if (checkEnd(ctx)) return;
  for (const c of state.creatures) if (c.health > 0) fireTrigger(ctx, c, 'onTurnStart', null);
  checkEnd(ctx);
}

/**
 * Gives the turn to the team that plays next after `justPlayed`: the other team if anyone of it
 * can act, else the same team, else a new round (team 0 first). Returns false when the battle ended.
 */
export function advanceTurn(ctx: BattleContext, justPlayed: TeamIndex): boolean {
  if (checkEnd(ctx)) return false;
  const { state } = ctx;
  const next = otherTeam(justPlayed);
  if (teamCanAct(ctx, next)) {
    state.turningTeam = next;
    return true;
  }
  if (teamCanAct(ctx, justPlayed)) {
    state.turningTeam = justPlayed;
    return true;
  }
  // Nobody can act: new rounds until someone can (frozen teams pass), or the battle ends.
  for (;;) {
    startRound(ctx);
    if (state.status === 'COMPLETED') return false;
    for (const team of [0, 1] as const) {
      if (teamCanAct(ctx, team)) {
        state.turningTeam = team;
        return true;
      }
      emit(ctx, { kind: 'skip', sourceId: null, targetId: null, amount: team, healthAfter: null });
    }
  }
}
