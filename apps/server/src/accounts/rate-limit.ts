import { and, count, desc, eq, gt, lte, or } from 'drizzle-orm';
import type { RateLimitConfig } from '../app-config.ts';
import type { DbOrTx } from '../db/database.ts';
import { loginAttempts } from '../db/schema/login-attempts.ts';
import { ApiError } from '../http/api-error.ts';

export interface AttemptKey {
  /** `name:<lower-case nickname>` or `player:<id>`. */
  subject: string;
  ip: string;
}

export const loginSubject = (name: string) => `name:${name.trim().toLowerCase()}`;
export const playerSubject = (playerId: number) => `player:${playerId}`;

/** Seconds until the limit-th latest failure leaves the window, or 0 when under the limit. */
async function waitSeconds(
  db: DbOrTx,
  where: ReturnType<typeof eq>,
  limit: number,
  windowStart: Date,
  windowMs: number,
  nowMs: number,
) {
  const [counted] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(where, gt(loginAttempts.createdAt, windowStart)));
  if ((counted?.n ?? 0) < limit) return 0;
  const [oldest] = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(where, gt(loginAttempts.createdAt, windowStart)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1)
    .offset(limit - 1);
  const expiresAt = (oldest?.createdAt.getTime() ?? nowMs) + windowMs;
  return Math.max(1, Math.ceil((expiresAt - nowMs) / 1000));
}

/** 429 RATE_LIMITED (details.seconds) after too many failures for the subject or from the IP. */
export async function assertAttemptsLeft(
  db: DbOrTx,
  key: AttemptKey,
  limits: RateLimitConfig,
  nowMs: number,
): Promise<void> {
  const windowStart = new Date(nowMs - limits.windowMs);
  const seconds = Math.max(
    await waitSeconds(
      db,
      eq(loginAttempts.subject, key.subject),
      limits.perSubject,
      windowStart,
      limits.windowMs,
      nowMs,
    ),
    await waitSeconds(db, eq(loginAttempts.ip, key.ip), limits.perIp, windowStart, limits.windowMs, nowMs),
  );
  if (seconds > 0) throw new ApiError('RATE_LIMITED', { seconds });
}

/** Records a failed password check and drops this key's failures that left the window. */
export async function recordFailedAttempt(
  db: DbOrTx,
  key: AttemptKey,
  limits: RateLimitConfig,
  nowMs: number,
): Promise<void> {
  const expired = new Date(nowMs - limits.windowMs);
  await db
    .delete(loginAttempts)
    .where(
      and(
        lte(loginAttempts.createdAt, expired),
        or(eq(loginAttempts.subject, key.subject), eq(loginAttempts.ip, key.ip)),
      ),
    );
  await db.insert(loginAttempts).values({ subject: key.subject, ip: key.ip, createdAt: new Date(nowMs) });
}

/** A successful sign-in forgives the subject's failures (not the IP's). */
export async function clearFailedAttempts(db: DbOrTx, subject: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.subject, subject));
}
