import type { DbOrTx } from '../db/database.ts';
import { raiseCreatureRank } from './creature-queries.ts';
import { raiseForceRank } from './force-queries.ts';
import type { HeroStep } from './hero-extras-query.ts';
import { deleteDoneSteps } from './step-queries.ts';
import { recordGameEvent } from '../progress/record-game-event.ts';

/**
 * Writes what a finished step gives: the force's rank or the hero's rank (never lowering either), and
 * counts UPGRADE_FINISHED for the tasks.
 */
export async function applyFinishedStep(db: DbOrTx, playerId: number, step: HeroStep, nowMs: number): Promise<void> {
  await recordGameEvent(db, { playerId }, 'UPGRADE_FINISHED', 1, nowMs);
  if (step.kind === 'rank')
    await raiseCreatureRank(db, { playerId, creatureId: step.creatureId, rank: step.toRank });
  else
    await raiseForceRank(db, { playerId, creatureId: step.creatureId, forceId: step.target, rank: step.toRank });
}

/**
 * `settleSteps` for a player whose steps were just read (`steps`, in the same transaction after the
 * lock): no statement when none is done by `nowMs`.
 */
export async function settleReadSteps(
  db: DbOrTx,
  playerId: number,
  steps: readonly HeroStep[],
  nowMs: number,
): Promise<void> {
  if (steps.some((step) => step.doneAt <= nowMs)) await settleSteps(db, playerId, nowMs);
}

/**
 * docs/architecture.md, "Game state" "time is data": applies the player's steps whose `doneAt` has passed at `nowMs` — the
 * force or hero rank is written and the step row deleted, in the caller's transaction. Every hero
 * action calls it first (after locking the player); views compute the same result without writing
 * (hero-state.ts). One statement when nothing is done.
 */
export async function settleSteps(db: DbOrTx, playerId: number, nowMs: number): Promise<HeroStep[]> {
  const done = await deleteDoneSteps(db, { playerId, now: new Date(nowMs) });
  for (const step of done) await applyFinishedStep(db, playerId, step, nowMs);
  return done;
}
