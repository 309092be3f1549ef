/** A day of the game's calendar: UTC, counted from the epoch. Daily claims and the forge use it. */
export const DAY_MS = 86_400_000;

/** The server day (UTC) of a moment: days since the epoch. */
export function serverDay(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS);
}

/** The start of the next server day (ms). */
export function nextServerDayAt(nowMs: number): number {
  return (serverDay(nowMs) + 1) * DAY_MS;
}
