import { desc, eq } from 'drizzle-orm';
import type { CreditedRewardDto } from '@rol/protocol/arena-routes';
import { leagueDefOf } from '@rol/rules/arena/leagues';
import {
  rewardMomentsBetween,
  settledUntilAfterChange,
  type RewardClock,
  type RewardMoment,
} from '@rol/rules/arena/reward-time';
import type { Tx } from '../db/database.ts';
import { arenaRewards } from '../db/schema/arena-rewards.ts';
import type { ArenaStandingRow } from '../db/schema/arena-standings.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { positionAt, updateStanding } from './standing-queries.ts';

/**
 * Credits the daily rewards due since `rewarded_until` (in the player's transaction, row locked):
 * for each reward moment passed, the league of the position held at that moment (the position log),
 * once per local date — the `arena_rewards` primary key refuses a second credit on any node — and
 * through the ledger. No timer is needed: whenever the player next comes, the days missed are paid
 * for the standing they held then (at most the newest 30).
 */
export async function settleDailyRewards(
  tx: Tx,
  standing: ArenaStandingRow,
  now: Date,
): Promise<{ standing: ArenaStandingRow; credited: CreditedRewardDto[] }> {
  const after = Math.max(standing.rewardedUntil.getTime(), standing.joinedAt.getTime());
  const moments = rewardMomentsBetween(after, now.getTime(), {
    minute: standing.rewardMinute,
    utcOffset: standing.utcOffset,
  });
  if (moments.length === 0) return { standing, credited: [] };
  const playerId = standing.playerId;
  const credited: CreditedRewardDto[] = [];
  for (const moment of moments) {
    const rewardAt = new Date(moment.atMs);
    const position = await positionAt(tx, playerId, rewardAt);
    if (position === null) continue;
    const band = leagueDefOf(position);
    const [claimed] = await tx
      .insert(arenaRewards)
      .values({ playerId, day: moment.day, rewardAt, position, league: band.league, createdAt: now })
      .onConflictDoNothing()
      .returning({ day: arenaRewards.day });
    if (!claimed) continue;
    const reference = `arena-reward:${moment.day}`;
    for (const resource of ['gold', 'crystal', 'tickets'] as const) {
      const delta = band.dailyReward[resource];
      if (delta > 0)
        await applyLedger(tx, { playerId, resource, delta, reason: 'arena-daily', reference, now });
    }
    credited.push({
      day: moment.day,
      atMs: moment.atMs,
      position,
      league: band.league,
      reward: band.dailyReward,
    });
  }
  return { standing: await updateStanding(tx, playerId, { rewardedUntil: now }), credited };
}

/** The last daily reward paid to the player (its local date and moment), or null before the first. */
async function lastReward(tx: Tx, playerId: number): Promise<RewardMoment | null> {
  const [row] = await tx
    .select({ day: arenaRewards.day, rewardAt: arenaRewards.rewardAt })
    .from(arenaRewards)
    .where(eq(arenaRewards.playerId, playerId))
    .orderBy(desc(arenaRewards.rewardAt))
    .limit(1);
  return row ? { day: row.day, atMs: row.rewardAt.getTime() } : null;
}

/**
 * Changes the reward time after what was due under the old one was settled (`settleDailyRewards`):
 * the new time takes effect from the next day, never within a day of the last reward paid nor on
 * its date (`settledUntilAfterChange`). An unchanged time changes nothing.
 */
export async function changeRewardClock(
  tx: Tx,
  standing: ArenaStandingRow,
  clock: RewardClock,
  now: Date,
): Promise<ArenaStandingRow> {
  if (clock.minute === standing.rewardMinute && clock.utcOffset === standing.utcOffset) return standing;
  const last = await lastReward(tx, standing.playerId);
  const settledUntil = settledUntilAfterChange(now.getTime(), last, clock);
  return updateStanding(tx, standing.playerId, {
    rewardMinute: clock.minute,
    utcOffset: clock.utcOffset,
    rewardedUntil: new Date(Math.max(settledUntil, standing.rewardedUntil.getTime())),
  });
}
