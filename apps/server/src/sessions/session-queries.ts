import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { sessions } from '../db/schema/sessions.ts';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { DEFAULT_CONFIG } from '../app-config.ts';
import { hashSessionToken, isSessionTokenFormat } from './session-token.ts';

export interface SessionWithPlayer {
  tokenHash: string;
  lastSeenAt: Date;
  player: PlayerRow;
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

const sessionsWithPlayers = preparedQuery('sessions_with_players', (db, name) =>
  db
    .select({ tokenHash: sessions.tokenHash, lastSeenAt: sessions.lastSeenAt, player: players })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        gt(sessions.lastSeenAt, sql.placeholder('seenAfter')),
      ),
    )
    .prepare(name),
);

/** Live sessions (seen after `seenAfter`) among `tokenHashes`, with their players (one statement). */
export async function findSessionsWithPlayers(
  db: DbOrTx,
  params: { tokenHashes: string[]; seenAfter: Date },
): Promise<SessionWithPlayer[]> {
  if (params.tokenHashes.length === 0) return [];
  return sessionsWithPlayers(db, params);
}

export async function touchSession(db: DbOrTx, params: { tokenHash: string; now: Date }): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: params.now }).where(eq(sessions.tokenHash, params.tokenHash));
}

export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a player except `keepTokenHash` (after a password change). */
export async function deleteOtherSessions(
  db: DbOrTx,
  params: { playerId: number; keepTokenHash: string },
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.playerId, params.playerId), ne(sessions.tokenHash, params.keepTokenHash)));
}

/** The player a raw session token belongs to (the realtime broker's CONNECT uses this). */
export async function findPlayerBySessionToken(
  db: DbOrTx,
  token: string,
  nowMs: number = Date.now(),
  ttlMs: number = DEFAULT_CONFIG.sessionTtlMs,
): Promise<PlayerRow | null> {
  if (!isSessionTokenFormat(token)) return null;
  const [found] = await findSessionsWithPlayers(db, {
    tokenHashes: [hashSessionToken(token)],
    seenAfter: new Date(nowMs - ttlMs),
  });
  return found?.player ?? null;
}
