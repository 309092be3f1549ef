import { and, eq, gte } from 'drizzle-orm';
import { AD_REWARD, adRewardState, adsOffered } from '@rol/rules/content/ad-rewards';
import { serverDay, serverDayStartAt } from '@rol/rules/server-day';
import type { DbOrTx } from '../db/database.ts';
import { ledger } from '../db/schema/ledger.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { balancesOf } from '../ledger/balances.ts';

/**
 * Emeralds for rewarded ads (docs/platforms.md, "Rewarded ads"). The ledger is the record: each
 * reward is one `ad-reward` entry, so today's rewards are the player's entries of that reason since
 * the server day began, counted under the player's row lock.
 */
const REASON = 'ad-reward';

async function rewardsToday(db: DbOrTx, playerId: number, nowMs: number): Promise<number[]> {
  const dayStart = new Date(serverDayStartAt(serverDay(nowMs)));
  const rows = await db
    .select({ at: ledger.createdAt })
    .from(ledger)
    .where(and(eq(ledger.playerId, playerId), eq(ledger.reason, REASON), gte(ledger.createdAt, dayStart)));
  return rows.map((row) => row.at.getTime());
}

function stateOf(player: PlayerRow, today: number[], nowMs: number) {
  const state = adRewardState(today, nowMs);
  return { offered: adsOffered(player.userSource), gems: AD_REWARD.gems, ...state, waitMs: state.nextAt - nowMs };
}

/** `ads/reward/get`: whether ads are offered on the player's platform, how many rewards are left. */
export async function adRewardGet(ctx: AppContext, player: PlayerRow) {
  const nowMs = ctx.clock();
  return stateOf(player, await rewardsToday(ctx.db, player.id, nowMs), nowMs);
}

/** `ads/reward/claim`: one reward within the day's limit and the pause between two. */
export async function adRewardClaim(ctx: AppContext, who: ActingPlayer) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    if (!adsOffered(player.userSource)) throw new ApiError('AD_REWARD_UNAVAILABLE');
    const today = await rewardsToday(tx, player.id, nowMs);
    const before = adRewardState(today, nowMs);
    if (before.left === 0) throw new ApiError('AD_REWARD_LIMIT', { nextAt: before.nextAt });
    if (before.nextAt > nowMs) throw new ApiError('AD_REWARD_TOO_SOON', { nextAt: before.nextAt });
    const mithril = await applyLedger(tx, {
      playerId: player.id,
      resource: 'mithril',
      delta: AD_REWARD.gems,
      reason: REASON,
      now: new Date(nowMs),
    });
    return {
      ...stateOf(player, [...today, nowMs], nowMs),
      credited: AD_REWARD.gems,
      balances: balancesOf({ ...player, mithril }),
    };
  });
}
