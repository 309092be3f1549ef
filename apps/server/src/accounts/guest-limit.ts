import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { guestSignups, type SignupKind } from '../db/schema/guest-signups.ts';
import { ApiError } from '../http/api-error.ts';
import { windowWaitSeconds, type WindowLimit } from '../window-limit.ts';

/** How many rows that left the window one registration deletes at most (a bounded clean-up). */
const PRUNE_BATCH = 100;

/**
 * Counts a new player of `kind` (a guest, or an account created without a session) from `ip` in the
 * registration's transaction `tx`, unless `limit.max` of that kind already came from it within the
 * window: then 429 GUEST_LIMIT {seconds, minutes} (the minutes for the player's text). A transaction
 * lock per kind and IP counts concurrent registrations one after another. Rows of that kind that
 * left the window are deleted along the way (rows another registration is deleting are skipped, so
 * two registrations never wait for each other here).
 */
export async function countSignup(
  tx: Tx,
  kind: SignupKind,
  ip: string,
  nowMs: number,
  limit: WindowLimit,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}-signup:${ip}`}))`);
  const windowStart = new Date(nowMs - limit.windowMs);
  const [nthNewest] = await tx
    .select({ createdAt: guestSignups.createdAt })
    .from(guestSignups)
    .where(and(eq(guestSignups.ip, ip), eq(guestSignups.kind, kind), gt(guestSignups.createdAt, windowStart)))
    .orderBy(desc(guestSignups.createdAt))
    .offset(limit.max - 1)
    .limit(1);
  const seconds = windowWaitSeconds(nthNewest?.createdAt.getTime() ?? null, nowMs, limit);
  if (seconds > 0) throw new ApiError('GUEST_LIMIT', { seconds, minutes: Math.ceil(seconds / 60) });
  await tx.execute(sql`delete from ${guestSignups} where ${guestSignups.id} in (
    select ${guestSignups.id} from ${guestSignups}
    where ${guestSignups.kind} = ${kind} and ${guestSignups.createdAt} <= ${windowStart}
    order by ${guestSignups.createdAt} limit ${PRUNE_BATCH} for update skip locked)`);
  await tx.insert(guestSignups).values({ kind, ip, createdAt: new Date(nowMs) });
}
