import type { WheelPrizeDto, WheelStatusDto } from '@rol/protocol/wheel-routes';
import { adRewardState, adsOffered } from '@rol/rules/content/ad-rewards';
import { nextServerDayAt } from '@rol/rules/server-day';
import { extraDailySpins } from '@rol/rules/economy/bonus-perks';
import { promotionsLockOf } from '@rol/rules/economy/promotions-gate';
import {
  spinPaymentOf,
  spinWheel,
  WHEEL_AD_TICKETS,
  WHEEL_SECTORS,
  WHEEL_SPIN_PRICE,
  wheelDayAfterSpin,
  wheelDayAt,
  wheelPrize,
  wheelSeed,
  type WheelPrize,
} from '@rol/rules/economy/wheel';
import type { DbOrTx } from '../db/database.ts';
import type { PlayerWheelRow } from '../db/schema/player-wheels.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { loadCreatureDtos } from '../heroes/creature-view.ts';
import type { AppContext } from '../http/app-context.ts';
import { logProblemOnce } from '../problem-log.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { AD_VIEW_REASONS, adViewsToday, assertAdViewAllowed } from './ad-views.ts';
import { assertPromotionsOpen } from './promotions-gate.ts';
import { creditWheelPrize } from './wheel-prize.ts';
import { loadWheel, storeWheel, wheelStateOf } from './wheel-queries.ts';

const TOTAL_WEIGHT = WHEEL_SECTORS.reduce((sum, s) => sum + s.weight, 0);

export function wheelPrizeDtoOf(prize: WheelPrize): WheelPrizeDto {
  return {
    id: prize.id,
    kind: prize.kind,
    amounts: prize.kind === 'resources' ? prize.amounts : null,
    heroBonus: prize.kind === 'hero' ? prize.bonus : null,
    boosterId: prize.kind === 'booster' ? prize.boosterId : null,
  };
}

const dayOf = (row: PlayerWheelRow | null) =>
  row ? { day: row.day, freeSpinUsed: row.freeSpinUsed, extraSpinsUsed: row.extraSpinsUsed, adTickets: row.adTickets } : null;

type WheelPlayer = Pick<PlayerRow, 'id' | 'level' | 'bonusPoints' | 'userSource'>;

/**
 * The status for a player of `level` holding `bonusPoints` (its tier gives the extra spins), whose
 * rewarded ad views of the day (either reward) happened at `adViewsMs`; below the promotions' level
 * it says `locked` and no spin is free.
 */
export function wheelStatusOf(
  row: PlayerWheelRow | null,
  nowMs: number,
  player: WheelPlayer,
  adViewsMs: readonly number[],
): WheelStatusDto {
  const day = wheelDayAt(dayOf(row), nowMs);
  const extra = extraDailySpins(player.bonusPoints);
  const locked = promotionsLockOf(player.level);
  const pending = row?.pendingPrize ? wheelPrize(row.pendingPrize) : undefined;
  const ads = adRewardState(adViewsMs, nowMs);
  return {
    sectors: WHEEL_SECTORS.map((s) => ({
      prize: wheelPrizeDtoOf(s.prize),
      chance: Math.round((s.weight / TOTAL_WEIGHT) * 1000) / 10,
    })),
    freeSpin: locked === null && spinPaymentOf(day, extra) !== 'ticket',
    extraSpins: { used: Math.min(day.extraSpinsUsed, extra), limit: extra },
    spinPrice: WHEEL_SPIN_PRICE,
    tickets: { received: ads.received, limit: WHEEL_AD_TICKETS },
    ads: { offered: adsOffered(player.userSource), waitMs: ads.nextAt - nowMs },
    pending: pending && row?.pendingSector != null ? { sector: row.pendingSector, prize: wheelPrizeDtoOf(pending) } : null,
    nextDayAt: nextServerDayAt(nowMs),
    locked,
  };
}

export async function getWheelStatus(ctx: AppContext, player: WheelPlayer): Promise<WheelStatusDto> {
  const nowMs = ctx.clock();
  return loadedStatus(ctx.db, await loadWheel(ctx.db, player.id), nowMs, player);
}

async function loadedStatus(db: DbOrTx, row: PlayerWheelRow | null, nowMs: number, player: WheelPlayer) {
  return wheelStatusOf(row, nowMs, player, await adViewsToday(db, player.id, nowMs));
}

/**
 * The heroes a wheel answer carries (the client redraws the hero prize's target from them). A player
 * always has heroes once the character is chosen, so an answer without any is a fault of ours: it
 * is logged (§8: "wheel spin or reward responses without creatures raise a logged error") and sent
 * as it is.
 */
export function heroesOrLogged<T>(answer: 'spin' | 'reward', playerId: number, creatures: T[]): T[] {
  if (creatures.length === 0)
    logProblemOnce(`wheel-${answer}-no-creatures:${playerId}`, { playerId, answer }, 'wheel answer without creatures');
  return creatures;
}

/**
 * `campaign/spin/wheel`: the day's free spin, else one of the bonus status's extra spins of the day
 * (by the points of the locked row), else one ticket through the ledger, the sector drawn from
 * the player's stored random state (seeded from the world seed and the player at the first spin), the
 * new state and the prize stored as pending — one transaction under the player's row lock, so 50
 * concurrent spins make one spin and the others find the prize pending.
 */
export async function spin(ctx: AppContext, who: ActingPlayer) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertPromotionsOpen(player);
    const row = await loadWheel(tx, player.id);
    if (row?.pendingPrize) throw new ApiError('WHEEL_REWARD_PENDING', { prizeId: row.pendingPrize });
    const day = wheelDayAt(dayOf(row), nowMs);
    const payment = spinPaymentOf(day, extraDailySpins(player.bonusPoints));
    const after =
      payment === 'ticket'
        ? await applyAmounts(tx, {
            playerId: player.id,
            amounts: WHEEL_SPIN_PRICE,
            sign: -1,
            reason: 'wheel-spin',
            reference: `spin:${(row?.spins ?? 0) + 1}`,
            now: new Date(nowMs),
          })
        : {};
    const drawn = spinWheel(wheelStateOf(row) ?? wheelSeed(ctx.config.worldSeed, player.id));
    const sector = WHEEL_SECTORS[drawn.sector]!;
    const counted = wheelDayAfterSpin(day, payment);
    const next = {
      playerId: player.id,
      rngState: drawn.state,
      day: counted.day,
      freeSpinUsed: counted.freeSpinUsed,
      extraSpinsUsed: counted.extraSpinsUsed,
      adTickets: counted.adTickets,
      spins: (row?.spins ?? 0) + 1,
      pendingPrize: sector.prize.id,
      pendingSector: drawn.sector,
    };
    await storeWheel(tx, next);
    return {
      sector: drawn.sector,
      status: await loadedStatus(tx, { ...next, rngState: [...drawn.state] }, nowMs, player),
      balances: balancesOf({ ...player, ...after }),
      creatures: heroesOrLogged('spin', player.id, await loadCreatureDtos(tx, player.id, nowMs)),
    };
  });
}

/** `campaign/wheel/take/reward`: the pending prize credited once (the pending mark cleared with it). */
export async function takeWheelReward(ctx: AppContext, who: ActingPlayer, creatureId: number | undefined) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertPromotionsOpen(player);
    const row = await loadWheel(tx, player.id);
    const prize = row?.pendingPrize ? wheelPrize(row.pendingPrize) : undefined;
    if (!row || !prize) throw new ApiError('WHEEL_NO_REWARD');
    const credited = await creditWheelPrize(tx, { player, prize, creatureId, nowMs, reference: `spin:${row.spins}` });
    const next = { ...row, pendingPrize: null, pendingSector: null };
    await storeWheel(tx, { ...next, rngState: wheelStateOf(row) ?? wheelSeed(ctx.config.worldSeed, player.id) });
    return {
      prize: wheelPrizeDtoOf(prize),
      status: await loadedStatus(tx, next, nowMs, player),
      balances: balancesOf({ ...player, ...credited }),
      creatures: heroesOrLogged('reward', player.id, await loadCreatureDtos(tx, player.id, nowMs)),
    };
  });
}

/**
 * `campaign/wheel/ticket/ad`: one ticket through the ledger for an ad the platform said was watched,
 * within the day's ad views shared with the bank's ad reward and the pause between two
 * (`ad-views.ts`); refused where the platform shows no rewarded ads.
 */
export async function takeAdTicket(ctx: AppContext, who: ActingPlayer) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertPromotionsOpen(player);
    const today = await adViewsToday(tx, player.id, nowMs);
    assertAdViewAllowed(player.userSource, today, nowMs, 'WHEEL_TICKET_DAILY_LIMIT');
    const row = await loadWheel(tx, player.id);
    const day = wheelDayAt(dayOf(row), nowMs);
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: { TICKETS: 1 },
      sign: 1,
      reason: AD_VIEW_REASONS.wheel,
      reference: `day:${day.day}:${day.adTickets + 1}`,
      now: new Date(nowMs),
    });
    const next = {
      playerId: player.id,
      rngState: wheelStateOf(row) ?? wheelSeed(ctx.config.worldSeed, player.id),
      day: day.day,
      freeSpinUsed: day.freeSpinUsed,
      extraSpinsUsed: day.extraSpinsUsed,
      adTickets: day.adTickets + 1,
      spins: row?.spins ?? 0,
      pendingPrize: row?.pendingPrize ?? null,
      pendingSector: row?.pendingSector ?? null,
    };
    await storeWheel(tx, next);
    return {
      status: wheelStatusOf({ ...next, rngState: [...next.rngState] }, nowMs, player, [...today, nowMs]),
      balances: balancesOf({ ...player, ...after }),
    };
  });
}
