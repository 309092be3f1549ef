import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { RateLimitConfig } from '../app-config.ts';
import type { Db, DbOrTx, Tx } from '../db/database.ts';
import { loginAttempts } from '../db/schema/login-attempts.ts';
import { ApiError } from '../http/api-error.ts';
import { windowWaitSeconds } from '../window-limit.ts';

export interface AttemptKey {
  /** `name:<lower-case nickname>` or `player:<id>`. */
  subject: string;
  ip: string;
}

export const loginSubject = (name: string) => `name:${name.trim().toLowerCase()}`;
export const playerSubject = (playerId: number) => `player:${playerId}`;

/** Seconds until the `max`-th newest attempt matching `where` leaves the window, or 0 under the limit. */
async function waitSeconds(
  tx: Tx,
  where: ReturnType<typeof eq>,
  max: number,
  limits: RateLimitConfig,
  nowMs: number,
) {
  const [nthNewest] = await tx
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(where, gt(loginAttempts.createdAt, new Date(nowMs - limits.windowMs))))
    .orderBy(desc(loginAttempts.createdAt))
    .offset(max - 1)
    .limit(1);
  return windowWaitSeconds(nthNewest?.createdAt.getTime() ?? null, nowMs, { max, windowMs: limits.windowMs });
}

/**
 * Counts a password check before it runs: under a transaction lock per subject and per IP (always
 * taken in that order, so two checks never wait for each other in a cycle), 429 RATE_LIMITED
 * {seconds} when the subject or the IP already used up its attempts in the window; otherwise the
 * attempt is stored at once, as a failure until the check succeeds (`clearFailedAttempts`). A burst
 * of simultaneous guesses is therefore counted one by one and cut at the limit, and the password
 * hash (scrypt) runs only for the attempts the limit lets through.
 */
export async function claimAttempt(
  db: Db,
  key: AttemptKey,
  limits: RateLimitConfig,
  nowMs: number,
): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-subject:${key.subject}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${key.ip}`}))`);
    const seconds = Math.max(
      await waitSeconds(tx, eq(loginAttempts.subject, key.subject), limits.perSubject, limits, nowMs),
      await waitSeconds(tx, eq(loginAttempts.ip, key.ip), limits.perIp, limits, nowMs),
    );
    if (seconds > 0) throw new ApiError('RATE_LIMITED', { seconds });
    await pruneAttempts(tx, key, limits, nowMs);
    await tx.insert(loginAttempts).values({ subject: key.subject, ip: key.ip, createdAt: new Date(nowMs) });
  });
}

/** Drops this key's attempts that left the window. */
async function pruneAttempts(tx: Tx, key: AttemptKey, limits: RateLimitConfig, nowMs: number): Promise<void> {
  await tx
    .delete(loginAttempts)
    .where(
      and(
        lte(loginAttempts.createdAt, new Date(nowMs - limits.windowMs)),
        or(eq(loginAttempts.subject, key.subject), eq(loginAttempts.ip, key.ip)),
      ),
    );
}

/** A successful check forgives the subject's failures, this attempt among them (not the IP's others). */
export async function clearFailedAttempts(db: DbOrTx, subject: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.subject, subject));
}
