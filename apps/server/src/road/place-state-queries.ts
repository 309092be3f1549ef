import { and, asc, between, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { PLACES_PER_STAIR, placeIdOf } from '@rol/rules/road/road-place';
import type { DbOrTx } from '../db/database.ts';
import { playerPlaces, type PlayerPlaceRow } from '../db/schema/player-places.ts';

/** The player's state of every place of stairs [fromStair, toStair] that has one. */
export async function listPlaceStates(
  db: DbOrTx,
  params: { playerId: number; fromStair: number; toStair: number },
): Promise<Map<number, PlayerPlaceRow>> {
  const rows = await db
    .select()
    .from(playerPlaces)
    .where(
      and(
        eq(playerPlaces.playerId, params.playerId),
        between(
          playerPlaces.placeId,
          placeIdOf(params.fromStair, 0),
          placeIdOf(params.toStair, PLACES_PER_STAIR - 1),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.placeId, row]));
}

export async function findPlaceState(
  db: DbOrTx,
  params: { playerId: number; placeId: number },
): Promise<PlayerPlaceRow | null> {
  const [row] = await db
    .select()
    .from(playerPlaces)
    .where(and(eq(playerPlaces.playerId, params.playerId), eq(playerPlaces.placeId, params.placeId)));
  return row ?? null;
}

/**
 * Marks a place taken unless it already is: an upsert whose update only happens while `taken_at` is
 * null, so of any number of concurrent takes exactly one gets the row back. Null: already taken.
 */
export async function markPlaceTaken(
  db: DbOrTx,
  params: { playerId: number; placeId: number; now: Date },
): Promise<PlayerPlaceRow | null> {
  const [row] = await db
    .insert(playerPlaces)
    .values({
      playerId: params.playerId,
      placeId: params.placeId,
      takenAt: params.now,
      updatedAt: params.now,
    })
    .onConflictDoUpdate({
      target: [playerPlaces.playerId, playerPlaces.placeId],
      set: { takenAt: params.now, updatedAt: params.now },
      setWhere: isNull(playerPlaces.takenAt),
    })
    .returning();
  return row ?? null;
}

/** Creates or changes the player's state of a place. */
export async function upsertPlaceState(
  db: DbOrTx,
  params: { playerId: number; placeId: number; now: Date; patch: Partial<PlayerPlaceRow> },
): Promise<PlayerPlaceRow> {
  const patch = { ...params.patch, updatedAt: params.now };
  const [row] = await db
    .insert(playerPlaces)
    .values({ ...patch, playerId: params.playerId, placeId: params.placeId })
    .onConflictDoUpdate({ target: [playerPlaces.playerId, playerPlaces.placeId], set: patch })
    .returning();
  if (!row) throw new Error(`place state ${params.playerId}/${params.placeId} not written`);
  return row;
}

/**
 * Moves a GAINABLE's `gained_at` from `previous` (null: never gained) to `next`, only if nobody
 * changed it meanwhile. Null when another gain came first.
 */
export async function moveGainedAt(
  db: DbOrTx,
  params: { playerId: number; placeId: number; previous: Date | null; next: Date; now: Date },
): Promise<PlayerPlaceRow | null> {
  const unchanged =
    params.previous === null ? isNull(playerPlaces.gainedAt) : eq(playerPlaces.gainedAt, params.previous);
  const [row] = await db
    .insert(playerPlaces)
    .values({
      playerId: params.playerId,
      placeId: params.placeId,
      gainedAt: params.next,
      updatedAt: params.now,
    })
    .onConflictDoUpdate({
      target: [playerPlaces.playerId, playerPlaces.placeId],
      set: { gainedAt: params.next, updatedAt: params.now },
      setWhere: unchanged,
    })
    .returning();
  return row ?? null;
}

/** Marks places used (visited) when they are not already. */
export async function markPlacesUsed(
  db: DbOrTx,
  params: { playerId: number; placeIds: number[]; now: Date },
): Promise<void> {
  if (params.placeIds.length === 0) return;
  await db
    .insert(playerPlaces)
    .values(
      params.placeIds.map((placeId) => ({
        playerId: params.playerId,
        placeId,
        usedAt: params.now,
        updatedAt: params.now,
      })),
    )
    .onConflictDoUpdate({
      target: [playerPlaces.playerId, playerPlaces.placeId],
      set: { usedAt: sql`coalesce(${playerPlaces.usedAt}, excluded.used_at)`, updatedAt: params.now },
    });
}

/** Ids of the places the player has used, in id order (visited portals for the teleport). */
export async function listUsedPlaceIds(db: DbOrTx, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ placeId: playerPlaces.placeId })
    .from(playerPlaces)
    .where(and(eq(playerPlaces.playerId, playerId), isNotNull(playerPlaces.usedAt)))
    .orderBy(asc(playerPlaces.placeId));
  return rows.map((r) => r.placeId);
}

/** Stairs from `fromStair` up whose guard (place index 0) the player has defeated, ascending, at most `limit`. */
export async function listDefeatedGuardStairs(
  db: DbOrTx,
  params: { playerId: number; fromStair: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ placeId: playerPlaces.placeId })
    .from(playerPlaces)
    .where(
      and(
        eq(playerPlaces.playerId, params.playerId),
        eq(playerPlaces.defeated, true),
        gte(playerPlaces.placeId, placeIdOf(params.fromStair, 0)),
        sql`${playerPlaces.placeId} % ${PLACES_PER_STAIR} = 0`,
      ),
    )
    .orderBy(asc(playerPlaces.placeId))
    .limit(params.limit);
  return rows.map((r) => Math.floor(r.placeId / PLACES_PER_STAIR));
}
