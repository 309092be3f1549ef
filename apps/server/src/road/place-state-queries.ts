import { and, asc, between, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { PLACES_PER_STAIR, placeIdOf } from '@rol/rules/road/road-place';
import type { DbOrTx } from '../db/database.ts';
import { jsonValue, rowsFromJson } from '../db/json-rows.ts';
import { encodeRow, placeholdersFor, preparedByKeys, preparedQuery } from '../db/prepared-query.ts';
import { playerPlaces, type PlayerPlaceRow } from '../db/schema/player-places.ts';
import { players } from '../db/schema/players.ts';

/** The player's state of every place of stairs [fromStair, toStair] that has one. */
const placeStatesBetween = preparedQuery('place_states_between', (db, name) =>
  db
    .select()
    .from(playerPlaces)
    .where(
      and(
        eq(playerPlaces.playerId, sql.placeholder('playerId')),
        between(playerPlaces.placeId, sql.placeholder('fromId'), sql.placeholder('toId')),
      ),
    )
    .prepare(name),
);

export async function listPlaceStates(
  db: DbOrTx,
  params: { playerId: number; fromStair: number; toStair: number },
): Promise<Map<number, PlayerPlaceRow>> {
  const rows = await placeStatesBetween(db, {
    playerId: params.playerId,
    fromId: placeIdOf(params.fromStair, 0),
    toId: placeIdOf(params.toStair, PLACES_PER_STAIR - 1),
  });
  return new Map(rows.map((row) => [row.placeId, row]));
}

const placeState = preparedQuery('place_state', (db, name) =>
  db
    .select()
    .from(playerPlaces)
    .where(
      and(
        eq(playerPlaces.playerId, sql.placeholder('playerId')),
        eq(playerPlaces.placeId, sql.placeholder('placeId')),
      ),
    )
    .prepare(name),
);

export async function findPlaceState(
  db: DbOrTx,
  params: { playerId: number; placeId: number },
): Promise<PlayerPlaceRow | null> {
  const [row] = await placeState(db, params);
  return row ?? null;
}

/**
 * Marks a place taken unless it already is: an upsert whose update only happens while `taken_at` is
 * null, so of any number of concurrent takes exactly one gets the row back. Null: already taken.
 */
const placeTaken = preparedQuery('place_taken', (db, name) =>
  db
    .insert(playerPlaces)
    .values({
      playerId: sql.placeholder('playerId'),
      placeId: sql.placeholder('placeId'),
      takenAt: sql.placeholder('now'),
      updatedAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: [playerPlaces.playerId, playerPlaces.placeId],
      set: { takenAt: sql`excluded.taken_at`, updatedAt: sql`excluded.updated_at` },
      setWhere: isNull(playerPlaces.takenAt),
    })
    .returning()
    .prepare(name),
);

export async function markPlaceTaken(
  db: DbOrTx,
  params: { playerId: number; placeId: number; now: Date },
): Promise<PlayerPlaceRow | null> {
  const [row] = await placeTaken(db, params);
  return row ?? null;
}

/** Creates or changes the player's state of a place. */
/** Columns an upsert's patch never sets (the key, and updatedAt which is always `now`). */
const KEY_COLUMNS = new Set(['playerId', 'placeId', 'updatedAt']);

/** `INSERT … ON CONFLICT DO UPDATE SET <keys>` of a place state, one prepared statement per set of keys. */
const upsertPlaceColumns = preparedByKeys('upsert_place_state', (db, name, keys) =>
  db
    .insert(playerPlaces)
    .values({
      ...placeholdersFor(keys),
      playerId: sql.placeholder('playerId'),
      placeId: sql.placeholder('placeId'),
      updatedAt: sql`${sql.placeholder('updatedAt')}`,
    })
    .onConflictDoUpdate({
      target: [playerPlaces.playerId, playerPlaces.placeId],
      set: placeholdersFor([...keys, 'updatedAt']),
    })
    .returning()
    .prepare(name),
);

export async function upsertPlaceState(
  db: DbOrTx,
  params: { playerId: number; placeId: number; now: Date; patch: Partial<PlayerPlaceRow> },
): Promise<PlayerPlaceRow> {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params.patch))
    if (value !== undefined && !KEY_COLUMNS.has(key)) patch[key] = value;
  const [row] = await upsertPlaceColumns(db, Object.keys(patch), {
    ...encodeRow(playerPlaces, { ...patch, updatedAt: params.now }),
    playerId: params.playerId,
    placeId: params.placeId,
  });
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

/** The stair of a guard's place id (drivers may hand an array's ids as strings). */
function stairOfGuardPlace(placeId: number | string): number {
  return Math.floor(Number(placeId) / PLACES_PER_STAIR);
}

/** The ids of the player's defeated guard places from `fromId` up, at most `limit` (an array column). */
export const defeatedGuardIds = sql<number[]>`array(select d.place_id from ${playerPlaces} d
  where d.player_id = ${sql.placeholder('playerId')} and d.defeated
    and d.place_id >= ${sql.placeholder('fromId')} and d.place_id % ${sql.raw(String(PLACES_PER_STAIR))} = 0
  order by d.place_id limit ${sql.placeholder('limit')})`;

/** The placeholders of `defeatedGuardIds` (but the player's): guards from `fromStair` up, at most `limit`. */
export function defeatedGuardsParams(params: { fromStair: number; limit: number }) {
  return { fromId: placeIdOf(params.fromStair, 0), limit: params.limit };
}

/** The stairs of the guard places `defeatedGuardIds` read, ascending. */
export function defeatedGuardStairsFrom(value: unknown): number[] {
  return ((value as number[] | null | undefined) ?? []).map(stairOfGuardPlace);
}

/** The player's state of the place `placeId` (a JSON column; null when it has none). */
export const placeStateField = sql<unknown>`(select to_jsonb(s) from ${playerPlaces} s
  where s.player_id = ${sql.placeholder('playerId')} and s.place_id = ${sql.placeholder('placeId')})`;

const defeatedGuardsAndPlaceState = preparedQuery('defeated_guards_and_place_state', (db, name) =>
  db
    .select({ defeated: defeatedGuardIds, state: placeStateField })
    .from(players)
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare(name),
);

/**
 * `listDefeatedGuardStairs` and `findPlaceState` in one statement (one round trip for a place action,
 * both read after the player's lock is held).
 */
export async function listDefeatedGuardStairsAndPlaceState(
  db: DbOrTx,
  params: { playerId: number; fromStair: number; limit: number; placeId: number },
): Promise<DefeatedGuardsAndPlaceState> {
  const [row] = await defeatedGuardsAndPlaceState(db, defeatedGuardsAndPlaceStateParams(params));
  return defeatedGuardsAndPlaceStateFrom(row ?? {});
}

export interface DefeatedGuardsAndPlaceState {
  defeatedStairs: number[];
  state: PlayerPlaceRow | null;
}

/** The placeholders of `defeatedGuardIds` and `placeStateField`. */
export function defeatedGuardsAndPlaceStateParams(params: {
  playerId: number;
  fromStair: number;
  limit: number;
  placeId: number;
}) {
  return { playerId: params.playerId, ...defeatedGuardsParams(params), placeId: params.placeId };
}

/** What `defeatedGuardIds` (as `defeated`) and `placeStateField` (as `state`) read. */
export function defeatedGuardsAndPlaceStateFrom(row: {
  defeated?: unknown;
  state?: unknown;
}): DefeatedGuardsAndPlaceState {
  return {
    defeatedStairs: defeatedGuardStairsFrom(row.defeated),
    state: row.state ? (rowsFromJson(playerPlaces, [jsonValue(row.state)])[0] ?? null) : null,
  };
}

/** The player's states of the places with ids [statesFromId, statesToId] (a JSON array column). */
export const placeStatesField = sql<unknown>`coalesce((select json_agg(to_jsonb(s)) from ${playerPlaces} s
  where s.player_id = ${sql.placeholder('playerId')}
    and s.place_id between ${sql.placeholder('statesFromId')} and ${sql.placeholder('statesToId')}), '[]'::json)`;

export interface DefeatedGuardsAndPlaceStates {
  defeatedStairs: number[];
  states: Map<number, PlayerPlaceRow>;
}

/** The placeholders of `defeatedGuardIds` and `placeStatesField` (stairs [statesFromStair, statesToStair]). */
export function defeatedGuardsAndPlaceStatesParams(params: {
  playerId: number;
  fromStair: number;
  limit: number;
  statesFromStair: number;
  statesToStair: number;
}) {
  return {
    playerId: params.playerId,
    ...defeatedGuardsParams(params),
    statesFromId: placeIdOf(params.statesFromStair, 0),
    statesToId: placeIdOf(params.statesToStair, PLACES_PER_STAIR - 1),
  };
}

/** What `defeatedGuardIds` (as `defeated`) and `placeStatesField` (as `states`) read. */
export function defeatedGuardsAndPlaceStatesFrom(row: {
  defeated?: unknown;
  states?: unknown;
}): DefeatedGuardsAndPlaceStates {
  const states = rowsFromJson(playerPlaces, jsonValue(row.states ?? []));
  return {
    defeatedStairs: defeatedGuardStairsFrom(row.defeated),
    states: new Map(states.map((state) => [state.placeId, state])),
  };
}

/** Stairs from `fromStair` up whose guard (place index 0) the player has defeated, ascending, at most `limit`. */
const defeatedGuardPlaces = preparedQuery('defeated_guard_places', (db, name) =>
  db
    .select({ placeId: playerPlaces.placeId })
    .from(playerPlaces)
    .where(
      and(
        eq(playerPlaces.playerId, sql.placeholder('playerId')),
        eq(playerPlaces.defeated, true),
        gte(playerPlaces.placeId, sql.placeholder('fromId')),
        sql`${playerPlaces.placeId} % ${sql.raw(String(PLACES_PER_STAIR))} = 0`,
      ),
    )
    .orderBy(asc(playerPlaces.placeId))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

export async function listDefeatedGuardStairs(
  db: DbOrTx,
  params: { playerId: number; fromStair: number; limit: number },
): Promise<number[]> {
  const rows = await defeatedGuardPlaces(db, { playerId: params.playerId, ...defeatedGuardsParams(params) });
  return rows.map((r) => stairOfGuardPlace(r.placeId));
}
