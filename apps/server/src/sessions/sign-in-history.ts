import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/database.ts';
import { playerSignIns, type SignInWay } from '../db/schema/player-sign-ins.ts';

/** Sign-ins older than this are forgotten (a player's own, when they sign in again). */
export const SIGN_IN_RETENTION_MS = 90 * 24 * 3_600_000;
/** The browser's user agent as stored: at most this many characters, control characters dropped. */
export const USER_AGENT_MAX = 300;

export function storedUserAgent(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, USER_AGENT_MAX);
}

/**
 * Writes a sign-in (a session handed out to the player) with the request's address and browser,
 * and forgets the player's sign-ins past the retention period: the history stays bounded with no
 * timer running.
 */
export async function recordSignIn(
  db: DbOrTx,
  params: { playerId: number; way: SignInWay; request: FastifyRequest; now: Date },
): Promise<void> {
  const { playerId, request, now } = params;
  await db.insert(playerSignIns).values({
    playerId,
    way: params.way,
    ip: request.ip,
    userAgent: storedUserAgent(request.headers['user-agent']),
    createdAt: now,
  });
  await db
    .delete(playerSignIns)
    .where(and(eq(playerSignIns.playerId, playerId), lt(playerSignIns.createdAt, new Date(now.getTime() - SIGN_IN_RETENTION_MS))));
}
