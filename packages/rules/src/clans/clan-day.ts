/** The clans' day is Moscow's (UTC+3 all year since 2014): daily factory gifts turn over at 00:00 MSK. */
export const MOSCOW_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** Days since the epoch in Moscow time. */
export function moscowDay(nowMs: number): number {
  return Math.floor((nowMs + MOSCOW_OFFSET_MS) / DAY_MS);
}

/** When the next Moscow day starts (ms, UTC). */
export function nextMoscowDayAt(nowMs: number): number {
  return (moscowDay(nowMs) + 1) * DAY_MS - MOSCOW_OFFSET_MS;
}
