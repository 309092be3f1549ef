import { civilFromDays } from '../calendar.ts';

/**
 * Server time: the game's calendar (daily tasks, event dates) is read in Moscow time, while every
 * timestamp is stored in UTC. Moscow keeps UTC+3 all year (no daylight saving since 2014), so the
 * offset is a constant and the rules need no time-zone database.
 */
export const SERVER_TIME_ZONE = 'Europe/Moscow';
export const SERVER_UTC_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The server (Moscow) day of a moment: whole days since 1970-01-01 00:00 Moscow time. */
export function moscowDay(nowMs: number): number {
  return Math.floor((nowMs + SERVER_UTC_OFFSET_MS) / DAY_MS);
}

/** When the next server (Moscow) day starts, in UTC ms. */
export function nextMoscowDayAt(nowMs: number): number {
  return (moscowDay(nowMs) + 1) * DAY_MS - SERVER_UTC_OFFSET_MS;
}

/** The UTC moment of a Moscow wall-clock time (month 1–12). */
export function moscowTimeToUtc(year: number, month: number, day: number, hour = 0, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute) - SERVER_UTC_OFFSET_MS;
}

/** The Moscow calendar year of a moment. */
export function moscowYear(nowMs: number): number {
  return civilFromDays(moscowDay(nowMs)).year;
}
