import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { encodeRow, placeholdersFor, preparedQuery } from '../db/prepared-query.ts';
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

// A hero action reads, starts and finishes steps: prepared statements (planned once per connection).
const stepsOfPlayer = preparedQuery('steps_of_player', (db, name) =>
  db
    .select()
    .from(upgradeSteps)
    .where(eq(upgradeSteps.playerId, sql.placeholder('playerId')))
    .orderBy(asc(upgradeSteps.id))
    .prepare(name),
);

/** Every step of the player (running or completed but not yet settled), oldest first. */
export async function listUpgradeSteps(db: DbOrTx, playerId: number): Promise<HeroStep[]> {
  return (await stepsOfPlayer(db, { playerId })).map(toHeroStep);
}

const STEP_INSERT_KEYS = [
  'playerId',
  'creatureId',
  'kind',
  'target',
  'toRank',
  'startedAt',
  'doneAt',
] as const;

const stepInserted = preparedQuery('upgrade_step_inserted', (db, name) =>
  db
    .insert(upgradeSteps)
    .values(placeholdersFor(STEP_INSERT_KEYS) as unknown as typeof upgradeSteps.$inferInsert)
    .onConflictDoNothing()
    .returning()
    .prepare(name),
);

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
  const [row] = await stepInserted(db, encodeRow(upgradeSteps, values));
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
export async function deleteDoneSteps(
  db: DbOrTx,
  params: { playerId: number; now: Date },
): Promise<HeroStep[]> {
  const rows = await doneStepsDeleted(db, { playerId: params.playerId, now: params.now.toISOString() });
  return rows.map(toHeroStep).sort((a, b) => a.id - b.id);
}

const runningStepTaken = preparedQuery('running_step_taken', (db, name) =>
  db
    .delete(upgradeSteps)
    .where(
      and(
        eq(upgradeSteps.id, sql.placeholder('stepId')),
        eq(upgradeSteps.playerId, sql.placeholder('playerId')),
        sql`${upgradeSteps.doneAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .returning()
    .prepare(name),
);

/**
 * Deletes one step of the player if it is still there and still running at `now` (a speed-up or a
 * card finishing it); null when another request finished it first or it is not the player's.
 */
export async function takeRunningStep(
  db: DbOrTx,
  params: { playerId: number; stepId: number; now: Date },
): Promise<HeroStep | null> {
  const [row] = await runningStepTaken(db, {
    stepId: params.stepId,
    playerId: params.playerId,
    now: params.now.toISOString(),
  });
  return row ? toHeroStep(row) : null;
}
