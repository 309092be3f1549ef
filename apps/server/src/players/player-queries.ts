import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { creatures, type CreatureRow } from '../db/schema/creatures.ts';
import { players, type NewPlayerRow, type PlayerRow } from '../db/schema/players.ts';

export async function findPlayerById(db: DbOrTx, playerId: number): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.id, playerId));
  return row ?? null;
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

export async function updatePlayer(
  db: DbOrTx,
  playerId: number,
  patch: Partial<NewPlayerRow>,
): Promise<PlayerRow> {
  const [row] = await db.update(players).set(patch).where(eq(players.id, playerId)).returning();
  if (!row) throw new Error(`player ${playerId} vanished`);
  return row;
}

/** Locks the player row for the rest of the transaction (one action at a time per player). */
export async function lockPlayer(db: DbOrTx, playerId: number): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.id, playerId)).for('update');
  return row ?? null;
}

/** The player's heroes, squad first by slot, then by id. */
export async function listCreatures(db: DbOrTx, playerId: number): Promise<CreatureRow[]> {
  return db
    .select()
    .from(creatures)
    .where(eq(creatures.playerId, playerId))
    .orderBy(sql`${creatures.slot} asc nulls last`, asc(creatures.id));
}
