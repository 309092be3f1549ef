import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { encodeRow, placeholdersFor, preparedByKeys, preparedQuery } from '../db/prepared-query.ts';
import { creatures, type CreatureRow } from '../db/schema/creatures.ts';
import { players, type NewPlayerRow, type PlayerRow } from '../db/schema/players.ts';

const playerById = preparedQuery('player_by_id', (db, name) =>
  db
    .select()
    .from(players)
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare(name),
);

export async function findPlayerById(db: DbOrTx, playerId: number): Promise<PlayerRow | null> {
  const [row] = await playerById(db, { playerId });
  return row ?? null;
}

const nicknamesByIds = preparedQuery('nicknames_by_ids', (db, name) =>
  db
    .select({ id: players.id, nickname: players.nickname })
    .from(players)
    .where(sql`${players.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare(name),
);

/** The nicknames of the players `ids` (those that exist), by id. */
export async function nicknamesOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await nicknamesByIds(db, { ids });
  return new Map(rows.map((row) => [row.id, row.nickname]));
}

/** Case-insensitive, as nicknames are unique (players_nickname_lower_idx). */
export async function findPlayerByNickname(db: DbOrTx, nickname: string): Promise<PlayerRow | null> {
  const [row] = await db
    .select()
    .from(players)
    .where(eq(sql`lower(${players.nickname})`, nickname.trim().toLowerCase()));
  return row ?? null;
}

/** Inserts a player; null when the nickname (or client uuid) is already taken. */
export async function insertPlayer(db: DbOrTx, values: NewPlayerRow): Promise<PlayerRow | null> {
  const [row] = await db.insert(players).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** `UPDATE players SET <keys> … RETURNING *`, one prepared statement per set of changed columns. */
const updatePlayerColumns = preparedByKeys('update_player', (db, name, keys) =>
  db
    .update(players)
    .set(placeholdersFor(keys))
    .where(eq(players.id, sql.placeholder('playerId')))
    .returning()
    .prepare(name),
);

/** `UPDATE players SET <keys>` without RETURNING. */
const setPlayerColumns = preparedByKeys('set_player', (db, name, keys) =>
  db
    .update(players)
    .set(placeholdersFor(keys))
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare(name),
);

/** `updatePlayer` for a caller that needs nothing back (no row read back and parsed). */
export async function setPlayer(db: DbOrTx, playerId: number, patch: Partial<NewPlayerRow>): Promise<void> {
  const keys = Object.keys(patch).filter((key) => patch[key as keyof NewPlayerRow] !== undefined);
  await setPlayerColumns(db, keys, { ...encodeRow(players, patch), playerId });
}

export async function updatePlayer(
  db: DbOrTx,
  playerId: number,
  patch: Partial<NewPlayerRow>,
): Promise<PlayerRow> {
  const keys = Object.keys(patch).filter((key) => patch[key as keyof NewPlayerRow] !== undefined);
  const [row] = await updatePlayerColumns(db, keys, { ...encodeRow(players, patch), playerId });
  if (!row) throw new Error(`player ${playerId} vanished`);
  return row;
}

/** The player's heroes, squad first by slot, then by id. */
const creaturesOfPlayer = preparedQuery('creatures_of_player', (db, name) =>
  db
    .select()
    .from(creatures)
    .where(eq(creatures.playerId, sql.placeholder('playerId')))
    .orderBy(sql`${creatures.slot} asc nulls last`, asc(creatures.id))
    .prepare(name),
);

export async function listCreatures(db: DbOrTx, playerId: number): Promise<CreatureRow[]> {
  return creaturesOfPlayer(db, { playerId });
}
