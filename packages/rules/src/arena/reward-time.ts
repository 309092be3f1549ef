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
