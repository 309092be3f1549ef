import { and, eq, gte, inArray } from 'drizzle-orm';
import { AD_REWARD, adRewardState, adsOffered, type AdRewardState } from '@rol/rules/content/ad-rewards';
import { DAY_MS, nextServerDayAt } from '@rol/rules/server-day';
import type { DbOrTx } from '../db/database.ts';
import { ledger } from '../db/schema/ledger.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * The day's budget of rewarded ad views, shared by both rewards (docs/economy.md, "Ad views"): the
 * bank's emeralds and the wheel's ticket. The ledger is the record: each rewarded view is one entry
 * of one of these reasons, so today's views are the player's entries of them since the server day
 * began, counted under the player's row lock.
 */
export const AD_VIEW_REASONS = { bank: 'ad-reward', wheel: 'wheel-ad-ticket' } as const;

/** The moments (ms) of the player's rewarded ad views of the server day, either reward. */
export async function adViewsToday(db: DbOrTx, playerId: number, nowMs: number): Promise<number[]> {
  const dayStart = new Date(nextServerDayAt(nowMs) - DAY_MS);
  const rows = await db
    .select({ at: ledger.createdAt })
    .from(ledger)
    .where(
      and(
        eq(ledger.playerId, playerId),
        inArray(ledger.reason, Object.values(AD_VIEW_REASONS)),
        gte(ledger.createdAt, dayStart),
      ),
    );
  return rows.map((row) => row.at.getTime());
}

/**
 * Refuses a rewarded view the budget does not allow now: no ads on the player's platform
 * (AD_REWARD_UNAVAILABLE), the day's views used up (`limitCode`, with received/limit), the pause
 * after the last view not over (AD_REWARD_TOO_SOON). The state before the view otherwise.
 */
export function assertAdViewAllowed(
  source: string,
  todayMs: readonly number[],
  nowMs: number,
  limitCode: 'AD_REWARD_LIMIT' | 'WHEEL_TICKET_DAILY_LIMIT',
): AdRewardState {
  if (!adsOffered(source)) throw new ApiError('AD_REWARD_UNAVAILABLE');
  const state = adRewardState(todayMs, nowMs);
  if (state.left === 0)
    throw new ApiError(limitCode, { received: state.received, limit: AD_REWARD.perDay, nextAt: state.nextAt });
  if (state.nextAt > nowMs) throw new ApiError('AD_REWARD_TOO_SOON', { nextAt: state.nextAt });
  return state;
}
