import { DAY_MS } from '../server-day.ts';
import { isoDay } from '../calendar.ts';

const MINUTE_MS = 60_000;
/** Local reward minutes are whole minutes of the day. */
export const MINUTES_PER_DAY = 1_440;
/** UTC offsets run from −12:00 to +14:00. */
export const MIN_UTC_OFFSET = -720;
export const MAX_UTC_OFFSET = 840;
/** Rewards not collected within this many days lapse (the oldest first). */
export const REWARD_DAYS_KEPT = 30;
/** The reward time of a new arena player: 20:00 local. */
export const DEFAULT_REWARD_MINUTE = 20 * 60;

export interface RewardClock {
  /** Minute of the local day, 0–1439. */
  minute: number;
  /** The player's UTC offset in minutes east of UTC (Moscow +180). */
  utcOffset: number;
}

export interface RewardMoment {
  /** The local date the reward belongs to, `YYYY-MM-DD`: one reward per player per local date. */
  day: string;
  atMs: number;
}

function localDayNumber(ms: number, utcOffset: number): number {
  return Math.floor((ms + utcOffset * MINUTE_MS) / DAY_MS);
}

function momentOf(localDay: number, clock: RewardClock): RewardMoment {
  return {
    day: isoDay(localDay),
    atMs: localDay * DAY_MS + (clock.minute - clock.utcOffset) * MINUTE_MS,
  };
}

/**
 * The reward moments in (afterMs, untilMs], oldest first, at most REWARD_DAYS_KEPT of them (the
 * newest). A moment is the chosen local minute of a local date, read with the offset stored now.
 */
export function rewardMomentsBetween(afterMs: number, untilMs: number, clock: RewardClock): RewardMoment[] {
  if (untilMs <= afterMs) return [];
  const out: RewardMoment[] = [];
  const last = localDayNumber(untilMs, clock.utcOffset);
  const first = Math.max(localDayNumber(afterMs, clock.utcOffset) - 1, last - REWARD_DAYS_KEPT);
  for (let day = first; day <= last; day += 1) {
    const moment = momentOf(day, clock);
    if (moment.atMs > afterMs && moment.atMs <= untilMs) out.push(moment);
  }
  return out.slice(-REWARD_DAYS_KEPT);
}

/** The next reward moment strictly after `nowMs`. */
export function nextRewardMoment(nowMs: number, clock: RewardClock): RewardMoment {
  const today = localDayNumber(nowMs, clock.utcOffset);
  for (let day = today - 1; ; day += 1) {
    const moment = momentOf(day, clock);
    if (moment.atMs > nowMs) return moment;
  }
}

/**
 * Up to where rewards count as settled once the reward time changed at `nowMs` (what was due under
 * the old time is paid first): a changed time takes effect from the next day, so no reward at the
 * new time comes within a day of the last one paid (`last`). The date key alone would not do: under
 * another UTC offset the local date of a moment may be one not yet paid. Nor is the date of the
 * last reward paid again under the new time (moving west across the date line can make the next
 * local date that very date; it is skipped rather than paid twice or shown and then refused).
 */
export function settledUntilAfterChange(
  nowMs: number,
  last: RewardMoment | null,
  clock: RewardClock,
): number {
  if (last === null) return nowMs;
  const lastDay = Math.round(Date.parse(`${last.day}T00:00:00Z`) / DAY_MS);
  return Math.max(nowMs, last.atMs + DAY_MS - 1, momentOf(lastDay, clock).atMs);
}
