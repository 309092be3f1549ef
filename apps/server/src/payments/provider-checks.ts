import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { payments } from '../db/schema/payments.ts';
import { ApiError } from '../http/api-error.ts';
import { windowWaitSeconds } from '../window-limit.ts';

/** How often one payment may be read back from its provider. */
export const PROVIDER_CHECK_MS = 10_000;

/**
 * Claims the one read of payment `paymentId` back from its provider that PROVIDER_CHECK_MS allows
 * (docs/platforms.md, "Own site: YooKassa"): an unsigned notification, which anyone can send, makes
 * the game call the provider at most that often per payment of its own, on every node alike (the
 * claim is a conditional update of the row). Otherwise 429 RATE_LIMITED {seconds}: the provider
 * delivers again later.
 */
export async function claimProviderCheck(db: DbOrTx, paymentId: number, nowMs: number): Promise<void> {
  const [claimed] = await db
    .update(payments)
    .set({ checkedAt: new Date(nowMs) })
    .where(
      and(
        eq(payments.id, paymentId),
        or(isNull(payments.checkedAt), lte(payments.checkedAt, new Date(nowMs - PROVIDER_CHECK_MS))),
      ),
    )
    .returning({ id: payments.id });
  if (claimed) return;
  const [held] = await db.select({ checkedAt: payments.checkedAt }).from(payments).where(eq(payments.id, paymentId));
  const last = held?.checkedAt?.getTime() ?? nowMs;
  const seconds = windowWaitSeconds(last, nowMs, { max: 1, windowMs: PROVIDER_CHECK_MS });
  throw new ApiError('RATE_LIMITED', { seconds: Math.max(1, seconds) });
}
