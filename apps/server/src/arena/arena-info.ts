import type { ArenaInfoDto, CreditedRewardDto } from '@rol/protocol/arena-routes';
import { firstPositionOf, LEAGUE_BANDS, leagueOf } from '@rol/rules/arena/leagues';
import { DEFAULT_REWARD_MINUTE, nextRewardMoment } from '@rol/rules/arena/reward-time';
import { ATTACK_TICKETS, FREE_TRIES_PER_DAY, freeTriesLeft } from '@rol/rules/arena/tries';
import { UNLOCKS } from '@rol/rules/unlocks';
import type { Tx } from '../db/database.ts';
import { together } from '../db/together.ts';
import type { ArenaStandingRow } from '../db/schema/arena-standings.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { loadHeroRows } from '../heroes/hero-rows-query.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { findPlayerById } from '../players/player-queries.ts';
import { changeRewardClock, settleDailyRewards } from './daily-rewards.ts';
import { chosenSnapshot, defenceHeroesOf } from './defence-snapshot.ts';
import { assertArenaOpen, ensureStanding } from './arena-standing.ts';
import { storeSquadPower } from '../heroes/squad-power.ts';
import { standingsTotal, updateStanding } from './standing-queries.ts';

const LEAGUE_ROWS = LEAGUE_BANDS.map((b) => ({
  league: b.league,
  firstPosition: firstPositionOf(b.league),
  lastPosition: b.lastPosition,
  dailyReward: b.dailyReward,
  winGold: b.winGold,
}));

function infoOf(
  player: PlayerRow,
  standing: ArenaStandingRow | null,
  total: number,
  credited: CreditedRewardDto[],
  nowMs: number,
): ArenaInfoDto {
  const clock = standing ? { minute: standing.rewardMinute, utcOffset: standing.utcOffset } : null;
  return {
    opened: standing !== null,
    openLevel: UNLOCKS.arenaLevel,
    standing: standing ? { position: standing.position, league: leagueOf(standing.position), total } : null,
    freeTriesLeft: standing
      ? freeTriesLeft({ day: standing.triesDay, used: standing.triesUsed }, nowMs)
      : FREE_TRIES_PER_DAY,
    tickets: player.tickets,
    attackTickets: ATTACK_TICKETS,
    rewardMinute: clock?.minute ?? DEFAULT_REWARD_MINUTE,
    utcOffset: clock?.utcOffset ?? 180,
    // After a change of time, the first moment may lie beyond a day not paid (settled ahead of now).
    nextRewardAtMs:
      standing && clock ? nextRewardMoment(Math.max(nowMs, standing.rewardedUntil.getTime()), clock).atMs : null,
    defence: standing ? defenceHeroesOf(standing.defence) : [],
    leagues: LEAGUE_ROWS,
    credited,
  };
}

/**
 * Opens the arena in the player's transaction: below level 8 an answer saying it is closed (the
 * window shows the level); else the standing (joining at the bottom on the first visit), the daily
 * rewards due credited, the squad's strength stored for the `params` rating.
 */
async function withStanding(
  ctx: AppContext,
  who: ActingPlayer,
  change:
    ((tx: Tx, player: PlayerRow, standing: ArenaStandingRow, now: Date) => Promise<ArenaStandingRow>) | null,
): Promise<ArenaInfoDto> {
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    if (change) assertArenaOpen(player);
    if (player.level < UNLOCKS.arenaLevel) return infoOf(player, null, 0, [], now.getTime());
    const heroes = await loadHeroRows(tx, player.id);
    if (!heroes) throw new ApiError('UNAUTHORIZED');
    const joined = await ensureStanding(tx, player, heroes, now);
    const settled = await settleDailyRewards(tx, joined, now);
    const standing = change ? await change(tx, player, settled.standing, now) : settled.standing;
    // The squad's strength, the ladder's size and (the ledger changed the balances: rewards) the
    // tickets shown, read again: independent, so together.
    const [, total, reread] = await together(
      storeSquadPower(tx, player.id, heroes, now),
      standingsTotal(tx),
      settled.credited.length > 0 ? findPlayerById(tx, player.id) : Promise.resolve(null),
    );
    return infoOf(reread ?? player, standing, total, settled.credited, now.getTime());
  });
}

export function openArena(ctx: AppContext, who: ActingPlayer): Promise<ArenaInfoDto> {
  return withStanding(ctx, who, null);
}

/** The defence squad: a snapshot of the chosen heroes now. */
export function setDefence(ctx: AppContext, who: ActingPlayer, creatureIds: readonly number[]) {
  return withStanding(ctx, who, async (tx, player, _standing, now) => {
    const heroes = await loadHeroRows(tx, player.id);
    if (!heroes) throw new ApiError('UNAUTHORIZED');
    return updateStanding(tx, player.id, { defence: chosenSnapshot(heroes, creatureIds, now.getTime()) });
  });
}

/**
 * The reward time. Rewards due under the old time are credited first (withStanding); the new time
 * takes effect from the next day (`changeRewardClock`), and the day key still stops a date being
 * paid twice.
 */
export function setRewardTime(ctx: AppContext, who: ActingPlayer, minute: number, utcOffset: number) {
  return withStanding(ctx, who, (tx, _player, standing, now) =>
    changeRewardClock(tx, standing, { minute, utcOffset }, now),
  );
}
