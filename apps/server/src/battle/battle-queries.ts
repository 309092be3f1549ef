import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { encodeRow, placeholdersFor, preparedByKeys, preparedQuery, preparedSql } from '../db/prepared-query.ts';
import { battles, type BattleRow, type NewBattleRow } from '../db/schema/battles.ts';
import { jsonValue } from '../db/json-rows.ts';
import { CLAN_EXPERIENCE_LEVEL } from '../clan-standing/clan-bonuses.ts';
import { BOOSTER_ROWS_JSON, boosterSlotsOf, type BoosterSlots } from '../progress/booster-windows.ts';

/** `INSERT INTO battles (<keys>) … RETURNING *`, one prepared statement per set of columns. */
const insertBattleColumns = preparedByKeys('insert_battle', (db, name, keys) =>
  db
    .insert(battles)
    .values(placeholdersFor(keys) as unknown as NewBattleRow)
    .returning()
    .prepare(name),
);

export async function insertBattle(db: DbOrTx, values: NewBattleRow): Promise<BattleRow> {
  const keys = Object.keys(values).filter((key) => values[key as keyof NewBattleRow] !== undefined);
  const [row] = await insertBattleColumns(db, keys, encodeRow(battles, values));
  if (!row) throw new Error('battle insert returned nothing');
  return row;
}

/**
 * Makes the battle this connection inserted last (`currval` of the battles' identity: this session's
 * own, whatever other players insert meanwhile) the player's current battle. Sent together with the
 * insert, after it (`openBattle`): one round trip for both.
 */
const playerBattleIsInserted = preparedSql(
  'player_battle_is_inserted',
  sql`update players set battle_id = currval(pg_get_serial_sequence('battles', 'id'))::int
      where id = ${sql.placeholder('playerId')} returning battle_id as "battleId"`,
);

/** Answers the battle id it set; `openBattle` checks it is the battle it inserted. */
export async function setInsertedBattleCurrent(db: DbOrTx, playerId: number): Promise<number | null> {
  const [row] = await playerBattleIsInserted(db, { playerId });
  return row ? Number(row.battleId) : null;
}

const battleOfPlayer = preparedQuery('battle_of_player', (db, name) =>
  db
    .select()
    .from(battles)
    .where(
      and(eq(battles.id, sql.placeholder('battleId')), eq(battles.playerId, sql.placeholder('playerId'))),
    )
    .prepare(name),
);

/** The player's battle `battleId` (scoped to the player: another player's battle is never found). */
export async function findBattle(
  db: DbOrTx,
  params: { playerId: number; battleId: number },
): Promise<BattleRow | null> {
  const [row] = await battleOfPlayer(db, params);
  return row ?? null;
}

type BattleStep = Pick<
  BattleRow,
  'state' | 'actions' | 'engineState' | 'rng' | 'moves' | 'winnerTeam' | 'updatedAt'
>;
const STEP_KEYS = ['state', 'actions', 'engineState', 'rng', 'moves', 'winnerTeam', 'updatedAt'] as const;

/** Only the id comes back: the rest of the stored row is the read row with the step applied. */
const battleStepSaved = preparedQuery('battle_step_saved', (db, name) =>
  db
    .update(battles)
    .set({ ...placeholdersFor(STEP_KEYS), version: sql`${battles.version} + 1` })
    .where(
      and(
        eq(battles.id, sql.placeholder('battleId')),
        eq(battles.version, sql.placeholder('version')),
        isNull(battles.settledAt),
      ),
    )
    .returning({ id: battles.id })
    .prepare(name),
);

/**
 * Stores an engine step with a compare-and-set on `version` (docs/architecture.md, "Game state"): null when another call
 * changed the battle since it was read, so a step is never applied on a stale state. Every change of
 * a battle bumps its version, so the stored row is `row` with the step and the next version.
 */
export async function saveBattleStep(
  db: DbOrTx,
  row: BattleRow,
  patch: BattleStep,
): Promise<BattleRow | null> {
  const step = Object.fromEntries(STEP_KEYS.map((key) => [key, patch[key]]));
  const updated = await battleStepSaved(db, {
    ...encodeRow(battles, step),
    battleId: row.id,
    version: row.version,
  });
  return updated.length === 1 ? { ...row, ...patch, version: row.version + 1 } : null;
}

const battleSettled = preparedQuery('battle_settled', (db, name) => {
  const playerId = sql`${sql.placeholder('playerId')}::int`;
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return db
    .update(battles)
    .set({
      settledAt: sql`${sql.placeholder('now')}`,
      updatedAt: sql`${sql.placeholder('now')}`,
      version: sql`${battles.version} + 1`,
    })
    .where(
      and(
        eq(battles.id, sql.placeholder('battleId')),
        eq(battles.version, sql.placeholder('version')),
        isNull(battles.settledAt),
      ),
    )
    .returning({
      id: battles.id,
      clanExperienceLevel: sql<number | string>`${CLAN_EXPERIENCE_LEVEL(playerId, now)}`,
      boosters: sql<unknown>`${BOOSTER_ROWS_JSON(playerId)}`,
    })
    .prepare(name);
});

/** What a settled battle's experience is multiplied by, read as it was settled. */
export interface SettledBattle {
  /** The player's clan's EXPERIENCE building level (0 outside a clan). */
  clanExperienceLevel: number;
  boosters: BoosterSlots;
}

/** Marks the battle settled once (compare-and-set on `settled_at`): false when it already was. */
export async function markBattleSettled(db: DbOrTx, row: BattleRow, now: Date): Promise<SettledBattle | null> {
  const [settled] = await battleSettled(db, {
    battleId: row.id,
    version: row.version,
    playerId: row.playerId,
    now: now.toISOString(),
  });
  if (!settled) return null;
  const boosters = jsonValue<{ slot: string; boosterId: string; startedAt: string; endsAt: string }[]>(
    settled.boosters as string,
  );
  return { clanExperienceLevel: Number(settled.clanExperienceLevel), boosters: boosterSlotsOf(boosters) };
}
