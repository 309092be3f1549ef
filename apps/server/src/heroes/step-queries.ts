import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { upgradeSteps, type UpgradeStepRow } from '../db/schema/upgrade-steps.ts';
import type { HeroStep } from './hero-extras-query.ts';

export function toHeroStep(row: UpgradeStepRow): HeroStep {
  return {
    id: row.id,
    creatureId: row.creatureId,
    kind: row.kind,
    target: row.target,
    toRank: row.toRank,
    startedAt: row.startedAt.getTime(),
    doneAt: row.doneAt.getTime(),
  };
}

/** Every step of the player (running or completed but not yet settled), oldest first. */
export async function listUpgradeSteps(db: DbOrTx, playerId: number): Promise<HeroStep[]> {
  const rows = await db
    .select()
    .from(upgradeSteps)
    .where(eq(upgradeSteps.playerId, playerId))
    .orderBy(asc(upgradeSteps.id));
  return rows.map(toHeroStep);
}

/** Starts a step; null when the hero already runs one of that target (the unique index). */
export async function insertUpgradeStep(
  db: DbOrTx,
  values: {
    playerId: number;
    creatureId: number;
    kind: 'force' | 'rank';
    target: string;
    toRank: number;
    startedAt: Date;
    doneAt: Date;
  },
): Promise<HeroStep | null> {
  const [row] = await db.insert(upgradeSteps).values(values).onConflictDoNothing().returning();
  return row ? toHeroStep(row) : null;
}

// Every battle and hero action settles first: a prepared statement (planned once per connection).
const doneStepsDeleted = preparedQuery('done_steps_deleted', (db, name) =>
  db
    .delete(upgradeSteps)
    .where(
      and(
        eq(upgradeSteps.playerId, sql.placeholder('playerId')),
        lte(upgradeSteps.doneAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .returning()
    .prepare(name),
);

/**
 * Deletes the player's steps done at `now` and returns them: the caller writes their ranks. Only the
 * transaction that deletes a row applies it, so a step is applied once however many settle at once.
 */
export async function deleteDoneSteps(db: DbOrTx, params: { playerId: number; now: Date }): Promise<HeroStep[]> {
  const rows = await doneStepsDeleted(db, { playerId: params.playerId, now: params.now.toISOString() });
  return rows.map(toHeroStep).sort((a, b) => a.id - b.id);
}

/**
 * Deletes one step of the player if it is still there and still running at `now` (a speed-up or a
 * card finishing it); null when another request finished it first or it is not the player's.
 */
export async function takeRunningStep(
  db: DbOrTx,
  params: { playerId: number; stepId: number; now: Date },
): Promise<HeroStep | null> {
  const [row] = await db
    .delete(upgradeSteps)
    .where(
      and(
        eq(upgradeSteps.id, params.stepId),
        eq(upgradeSteps.playerId, params.playerId),
        sql`${upgradeSteps.doneAt} > ${params.now}`,
      ),
    )
    .returning();
  return row ? toHeroStep(row) : null;
}
