/**
 * The server day: the one game calendar day of every daily rule (daily tasks, daily limits and
 * claims, the wheel, the forge, factory gifts, rewarded ads). It is the Moscow day: it starts at
 * 00:00 Moscow time, which is 21:00 UTC of the day before, since Moscow keeps UTC+3 all year (no
 * daylight saving since 2014), so the offset is a constant and no time-zone database is needed.
 * Timestamps stay in UTC; a stored day number is the count of Moscow days since 1970-01-01.
 */
export const DAY_MS = 86_400_000;
export const SERVER_TIME_ZONE = 'Europe/Moscow';
export const SERVER_UTC_OFFSET_MS = 3 * 3_600_000;

/** The server (Moscow) day of a moment: whole days since 1970-01-01 00:00 Moscow time. */
export function serverDay(nowMs: number): number {
  return Math.floor((nowMs + SERVER_UTC_OFFSET_MS) / DAY_MS);
}

/** When a server day starts, in UTC ms (00:00 Moscow time, 21:00 UTC the day before). */
export function serverDayStartAt(day: number): number {
  return day * DAY_MS - SERVER_UTC_OFFSET_MS;
}

/** When the next server day starts, in UTC ms. */
export function nextServerDayAt(nowMs: number): number {
  return serverDayStartAt(serverDay(nowMs) + 1);
}
