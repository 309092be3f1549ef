import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { battles, type BattleRow } from '../db/schema/battles.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { sessions } from '../db/schema/sessions.ts';
import type { DbOrTx, Tx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { DEFAULT_CONFIG } from '../app-config.ts';
import { hashSessionToken, isSessionTokenFormat } from './session-token.ts';

export interface SessionWithPlayer {
  tokenHash: string;
  lastSeenAt: Date;
  player: PlayerRow;
  /** The raw fields of the session reads asked for (`SessionReads.fields`), if any. */
  reads?: Record<string, unknown>;
}

/** Select fields of session reads: SQL or columns of `players`. */
export type SessionReadFields = Record<string, SQL | AnyPgColumn>;

/**
 * Reads that come in the session's own statement, so a route answers with one round trip: select
 * fields about the session's player — subqueries on `"players"."id"` (PLAYERS_ID) — and how to turn
 * them into what the handler gets. `name` names the statement (one per kind of reads). Fields may
 * use placeholders of their own (`sql.placeholder`), whose values `values` gives from the server's
 * clock (a server day, say).
 */
export interface SessionReads<T> {
  readonly name: string;
  readonly fields: SessionReadFields;
  values?(nowMs: number): Record<string, unknown>;
  decode(fields: Record<string, unknown>): T;
}

export async function insertSession(
  db: DbOrTx,
  params: { tokenHash: string; playerId: number; now: Date },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: params.tokenHash,
    playerId: params.playerId,
    createdAt: params.now,
    lastSeenAt: params.now,
  });
}

/** The session `$tokenHash`, seen after `$seenAfter` (still live): every session statement's condition. */
function liveSession() {
  return and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    gt(sessions.lastSeenAt, sql.placeholder('seenAfter')),
  );
}

/**
 * One token hash per statement (`token_hash = $1`, not `= any($1)`): PostgreSQL then keeps one
 * generic plan for the prepared statement, where an array of unknown length made it plan it again
 * on every request.
 */
function sessionWithPlayerQuery(name: string, reads?: SessionReadFields) {
  const fields = { tokenHash: sessions.tokenHash, lastSeenAt: sessions.lastSeenAt, player: players };
  return preparedQuery(name, (db, statement) =>
    db
      .select(reads ? { ...fields, reads } : fields)
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(liveSession())
      .prepare(statement),
  );
}

const sessionWithPlayer = sessionWithPlayerQuery('session_with_player');
const sessionWithReads = new Map<string, ReturnType<typeof sessionWithPlayerQuery>>();

/**
 * The live session (seen after `seenAfter`) of `tokenHash` with its player, in one statement; with
 * `reads`, their fields come in the same statement (`SessionWithPlayer.reads`).
 */
export async function findSessionWithPlayer(
  db: DbOrTx,
  params: { tokenHash: string; seenAfter: Date },
  reads?: SessionReads<unknown>,
  nowMs?: number,
): Promise<SessionWithPlayer | null> {
  let query = sessionWithPlayer;
  let values: Record<string, unknown> = params;
  if (reads) {
    query = sessionWithReads.get(reads.name) ?? sessionWithPlayerQuery(reads.name, reads.fields);
    sessionWithReads.set(reads.name, query);
    if (reads.values) {
      if (nowMs === undefined) throw new Error(`session reads ${reads.name} need the server's clock`);
      values = { ...reads.values(nowMs), ...params };
    }
  }
  const [row] = (await query(db, values)) as SessionWithPlayer[];
  return row ?? null;
}

const sessionPlayerForUpdate = preparedQuery('session_player_for_update', (db, statement) =>
  db
    .select({ tokenHash: sessions.tokenHash, lastSeenAt: sessions.lastSeenAt, player: players })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(liveSession())
    // FOR NO KEY UPDATE, as every player lock (see lockPlayer).
    .for('no key update', { of: players })
    .prepare(statement),
);

const sessionPlayerBattleForUpdate = preparedQuery('session_player_battle_for_update', (db, statement) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      lastSeenAt: sessions.lastSeenAt,
      player: players,
      battle: battles,
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .innerJoin(battles, and(eq(battles.id, players.battleId), eq(battles.playerId, players.id)))
    .where(liveSession())
    .for('no key update', { of: [players, battles] })
    .prepare(statement),
);

/**
 * `lockSessionPlayer` for a battle action: the player's row and its current battle's row locked and
 * read in one statement. Both rows are locked, so after waiting for another action of the player
 * PostgreSQL reads both again as committed (a battle read in the snapshot from before the wait would
 * miss that action's step). Null when there is no live session, no current battle, or the player's
 * battle changed while this waited: the caller then locks the player alone and reads on from there.
 */
export async function lockSessionPlayerAndBattle(
  tx: Tx,
  params: { tokenHash: string; seenAfter: Date },
): Promise<(SessionWithPlayer & { battle: BattleRow }) | null> {
  const [row] = (await sessionPlayerBattleForUpdate(tx, params)) as (SessionWithPlayer & {
    battle: BattleRow;
  })[];
  return row ?? null;
}

/**
 * `findSessionWithPlayer` that also locks the player's row for the rest of the transaction `tx`:
 * an action's session lookup and its row lock in one statement. The player row returned is the one
 * the lock holds (PostgreSQL reads it again after waiting for another action of the player).
 */
export async function lockSessionPlayer(
  tx: Tx,
  params: { tokenHash: string; seenAfter: Date },
): Promise<SessionWithPlayer | null> {
  const [row] = (await sessionPlayerForUpdate(tx, params)) as SessionWithPlayer[];
  return row ?? null;
}

export async function touchSession(db: DbOrTx, params: { tokenHash: string; now: Date }): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: params.now }).where(eq(sessions.tokenHash, params.tokenHash));
}

export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a player (a password change; the browser that changed it gets a new one). */
export async function deleteSessionsOf(db: DbOrTx, playerId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.playerId, playerId));
}

/**
 * The live session of a raw session token, with its player (the realtime broker's CONNECT uses this;
 * the session's `tokenHash` tells the player's connections apart).
 */
export async function findSessionByToken(
  db: DbOrTx,
  token: string,
  nowMs: number = Date.now(),
  ttlMs: number = DEFAULT_CONFIG.sessionTtlMs,
): Promise<SessionWithPlayer | null> {
  if (!isSessionTokenFormat(token)) return null;
  return findSessionWithPlayer(db, {
    tokenHash: hashSessionToken(token),
    seenAfter: new Date(nowMs - ttlMs),
  });
}
