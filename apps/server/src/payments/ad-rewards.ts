import { AD_REWARD, adRewardState, adsOffered } from '@rol/rules/content/ad-rewards';
import type { PlayerRow } from '../db/schema/players.ts';
import { AD_VIEW_REASONS, adViewsToday, assertAdViewAllowed } from '../economy/ad-views.ts';
import type { AppContext } from '../http/app-context.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { balancesOf } from '../ledger/balances.ts';

/**
 * Emeralds for rewarded ads (docs/platforms.md, "Rewarded ads"). Each reward is one `ad-reward`
 * entry of the ledger; the day's views are shared with the wheel's tickets for ads
 * (`economy/ad-views.ts`), counted under the player's row lock.
 */
function stateOf(player: PlayerRow, today: number[], nowMs: number) {
  const state = adRewardState(today, nowMs);
  return {
    offered: adsOffered(player.userSource),
    gems: AD_REWARD.gems,
    limit: AD_REWARD.perDay,
    ...state,
    waitMs: state.nextAt - nowMs,
  };
}

/** `ads/reward/get`: whether ads are offered on the player's platform, the day's views received/limit. */
export async function adRewardGet(ctx: AppContext, player: PlayerRow) {
  const nowMs = ctx.clock();
  return stateOf(player, await adViewsToday(ctx.db, player.id, nowMs), nowMs);
}

/** `ads/reward/claim`: one reward within the day's views and the pause between two. */
export async function adRewardClaim(ctx: AppContext, who: ActingPlayer) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const today = await adViewsToday(tx, player.id, nowMs);
    assertAdViewAllowed(player.userSource, today, nowMs, 'AD_REWARD_LIMIT');
    const mithril = await applyLedger(tx, {
      playerId: player.id,
      resource: 'mithril',
      delta: AD_REWARD.gems,
      reason: AD_VIEW_REASONS.bank,
      now: new Date(nowMs),
    });
    return {
      ...stateOf(player, [...today, nowMs], nowMs),
      credited: AD_REWARD.gems,
      balances: balancesOf({ ...player, mithril }),
    };
  });
}
