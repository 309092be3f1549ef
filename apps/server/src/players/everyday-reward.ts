import type { EverydayRewardDto } from '@rol/protocol/place-dto';
import type { ResourceAmounts } from '@rol/rules/content/resources';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { nextServerDayAt, serverDay } from '@rol/rules/server-day';
import { insertDailyClaim } from './daily-claim-queries.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';

/** The daily claim kind of the everyday reward. */
export const EVERYDAY_REWARD = 'everyday-reward';

/** The everyday reward grows with the player's level: gold for the road, a few crystals. */
export function everydayRewardFor(level: number): ResourceAmounts {
  return { GOLD: 50 + 25 * Math.max(1, level), CRYSTAL: 2 };
}

/** The everyday reward's state, given whether it was claimed on the server day of `nowMs`. */
export function everydayRewardStateFrom(
  player: Pick<PlayerRow, 'level'>,
  claimed: boolean,
  nowMs: number,
): EverydayRewardDto {
  return {
    available: !claimed,
    nextAt: claimed ? nextServerDayAt(nowMs) : null,
    reward: everydayRewardFor(player.level),
  };
}

/**
 * `player/everyday/reward/take`: once per server (Moscow) day. The claim row's primary key
 * (player, kind, day) lets exactly one of any number of concurrent takes credit the reward.
 */
export async function takeEverydayReward(ctx: AppContext, who: ActingPlayer) {
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  const day = serverDay(nowMs);
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const playerId = player.id;
    const claimed = await insertDailyClaim(tx, { playerId, kind: EVERYDAY_REWARD, day, now });
    if (!claimed) throw new ApiError('EVERYDAY_REWARD_TAKEN', { nextAt: nextServerDayAt(nowMs) });
    const reward = everydayRewardFor(player.level);
    const balances = await applyAmounts(tx, {
      playerId,
      amounts: reward,
      sign: 1,
      reason: EVERYDAY_REWARD,
      reference: `day:${day}`,
      now,
    });
    return {
      reward,
      balances: balancesOf({ ...player, ...balances }),
      // Claimed just now, in this transaction.
      everydayReward: everydayRewardStateFrom(player, true, nowMs),
    };
  });
}
