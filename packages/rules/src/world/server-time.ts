import { civilFromDays } from '../calendar.ts';
import { SERVER_UTC_OFFSET_MS, serverDay } from '../server-day.ts';

/**
 * Server time: the game's calendar (the server day in `server-day.ts`, event dates) is read in
 * Moscow time, while every timestamp is stored in UTC. Moscow keeps UTC+3 all year, so the offset
 * is a constant.
 */
/** The UTC moment of a Moscow wall-clock time (month 1–12). */
export function moscowTimeToUtc(year: number, month: number, day: number, hour = 0, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute) - SERVER_UTC_OFFSET_MS;
}

/** The Moscow calendar year of a moment. */
export function moscowYear(nowMs: number): number {
  return civilFromDays(serverDay(nowMs)).year;
}
