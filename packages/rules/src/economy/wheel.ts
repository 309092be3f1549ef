import { AD_REWARD } from '../content/ad-rewards.ts';
import type { ResourceAmounts } from '../content/resources.ts';
import { hashParts } from '../random/hash.ts';
import { seedRng, weightedPick, type RngState } from '../random/prng.ts';
import { serverDay } from '../server-day.ts';

/**
 * The wheel of fortune (content and rules). A spin is free once a server day, else it costs one
 * ticket (the `tickets` balance, through the ledger). Tickets come from ad views — at most
 * `WHEEL_AD_TICKETS` a server day, the day's budget of ad views that the bank's ad reward shares,
 * shown as received/limit — and from purchases (the gem packs' tickets).
 * The prize is drawn from the player's stored random state; it waits until it is taken.
 */
export const WHEEL_AD_TICKETS: number = AD_REWARD.perDay;
export const WHEEL_SPIN_PRICE: ResourceAmounts = { TICKETS: 1 };

/** A hero's stats grow by this prize (the hero chosen when the prize is taken). */
export interface HeroBonus {
  attack: number;
  defence: number;
  health: number;
}

export type WheelPrize =
  | { id: string; kind: 'resources'; amounts: ResourceAmounts }
  | { id: string; kind: 'hero'; bonus: HeroBonus }
  | { id: string; kind: 'booster'; boosterId: 'experience' };

/** The sectors of the wheel in their order round it, each with its weight (chances shown to the player). */
export const WHEEL_SECTORS: readonly { prize: WheelPrize; weight: number }[] = [
  { prize: { id: 'gold-small', kind: 'resources', amounts: { GOLD: 500 } }, weight: 26 },
  { prize: { id: 'crystal', kind: 'resources', amounts: { CRYSTAL: 50 } }, weight: 15 },
  { prize: { id: 'elixir', kind: 'resources', amounts: { ELIXIR: 20 } }, weight: 12 },
  { prize: { id: 'gold-big', kind: 'resources', amounts: { GOLD: 2000 } }, weight: 14 },
  { prize: { id: 'ticket', kind: 'resources', amounts: { TICKETS: 1 } }, weight: 10 },
  { prize: { id: 'hero', kind: 'hero', bonus: { attack: 3, defence: 3, health: 15 } }, weight: 8 },
  { prize: { id: 'gems-small', kind: 'resources', amounts: { MITHRIL: 5 } }, weight: 10 },
  { prize: { id: 'booster', kind: 'booster', boosterId: 'experience' }, weight: 2 },
  { prize: { id: 'gems-big', kind: 'resources', amounts: { MITHRIL: 50 } }, weight: 3 },
];

export function wheelPrize(id: string): WheelPrize | undefined {
  return WHEEL_SECTORS.find((s) => s.prize.id === id)?.prize;
}

/** The random state a player's wheel starts from (stored after the first spin, then carried on). */
export function wheelSeed(worldSeed: number, playerId: number): RngState {
  return seedRng(hashParts('wheel', worldSeed, playerId));
}

/** One spin: the sector index and the state after it. */
export function spinWheel(state: RngState): { sector: number; state: RngState } {
  const draw = weightedPick(
    state,
    WHEEL_SECTORS.map((s, index) => ({ item: index, weight: s.weight })),
  );
  return { sector: draw.value ?? 0, state: draw.state };
}

/**
 * The day's counters of a wheel as stored: they count for the server day they were written on. The
 * extra spins are the bonus status's (gold 1, brilliant 2 a day: `extraDailySpins`).
 */
export interface WheelDay {
  day: number;
  freeSpinUsed: boolean;
  extraSpinsUsed: number;
  adTickets: number;
}

/** The counters as they stand at `nowMs` (a new server day starts them again). */
export function wheelDayAt(stored: WheelDay | null, nowMs: number): WheelDay {
  const day = serverDay(nowMs);
  return stored && stored.day === day ? stored : { day, freeSpinUsed: false, extraSpinsUsed: 0, adTickets: 0 };
}

/** How a spin is paid: the day's free spin first, then the status's extra spins, then a ticket. */
export type SpinPayment = 'free' | 'extra' | 'ticket';

/** How the next spin of `day` is paid for a player allowed `extraSpins` extra spins a day. */
export function spinPaymentOf(day: WheelDay, extraSpins: number): SpinPayment {
  if (!day.freeSpinUsed) return 'free';
  return day.extraSpinsUsed < extraSpins ? 'extra' : 'ticket';
}

/** The day's counters after a spin paid by `payment`. */
export function wheelDayAfterSpin(day: WheelDay, payment: SpinPayment): WheelDay {
  if (payment === 'free') return { ...day, freeSpinUsed: true };
  if (payment === 'extra') return { ...day, extraSpinsUsed: day.extraSpinsUsed + 1 };
  return day;
}
