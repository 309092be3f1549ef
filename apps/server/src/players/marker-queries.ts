import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { jsonValue } from '../db/json-rows.ts';
import { playerMarkers } from '../db/schema/player-markers.ts';

/** The player's markers in the order they were set. */
const markersOfPlayer = preparedQuery('markers_of_player', (db, name) =>
  db
    .select({ marker: playerMarkers.marker })
    .from(playerMarkers)
    .where(eq(playerMarkers.playerId, sql.placeholder('playerId')))
    .orderBy(asc(playerMarkers.createdAt), asc(playerMarkers.marker))
    .prepare(name),
);

/**
 * The markers of the player whose id is `playerId` (PLAYERS_ID in a statement on `players`) in the
 * order they were set, as one JSON array: `markersFrom` reads it.
 */
export function playerMarkersField(playerId: SQL) {
  return sql<string[] | string>`coalesce((select json_agg(m.marker order by m.created_at asc, m.marker asc)
    from ${playerMarkers} m where m.player_id = ${playerId}), '[]'::json)`;
}

/** The markers read with `playerMarkersField` (a driver that does not parse JSON hands a string). */
export function markersFrom(value: unknown): string[] {
  return (jsonValue(value) as string[] | null) ?? [];
}

export async function listPlayerMarkers(db: DbOrTx, playerId: number): Promise<string[]> {
  const rows = await markersOfPlayer(db, { playerId });
  return rows.map((r) => r.marker);
}

export async function countPlayerMarkers(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playerMarkers)
    .where(eq(playerMarkers.playerId, playerId));
  return row?.n ?? 0;
}

/** Adds markers; ones already set are left as they are. */
export async function insertPlayerMarkers(
  db: DbOrTx,
  params: { playerId: number; markers: string[]; now: Date },
): Promise<void> {
  if (params.markers.length === 0) return;
  await db
    .insert(playerMarkers)
    .values(params.markers.map((marker) => ({ playerId: params.playerId, marker, createdAt: params.now })))
    .onConflictDoNothing();
}

export async function deletePlayerMarkers(db: DbOrTx, params: { playerId: number; markers: string[] }) {
  if (params.markers.length === 0) return;
  await db
    .delete(playerMarkers)
    .where(and(eq(playerMarkers.playerId, params.playerId), inArray(playerMarkers.marker, params.markers)));
}
