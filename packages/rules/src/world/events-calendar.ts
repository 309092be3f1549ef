import { moscowTimeToUtc, moscowYear } from './server-time.ts';

/** A wall-clock moment of the server's (Moscow) calendar, every year: month 1–12. */
export interface CalendarMoment {
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** How an event dresses the road (the client's backdrop tint and particles). */
export type EventLook = 'pumpkins' | 'cats' | 'apples' | 'party' | 'wreaths' | 'blossom' | 'snow';

export interface EventDef {
  /** The first minute of the event. */
  start: CalendarMoment;
  /** The first minute after the event (an end written as "to 03:59" ends at 04:00). */
  end: CalendarMoment;
  /** Only players of these languages take part (every player when absent). */
  langs?: readonly ('RU' | 'EN')[];
  /** EVENT_CURRENCY places on the road and event tasks while the event runs. */
  currencyPlaces: boolean;
  look: EventLook;
}

/**
 * The yearly events (server time). An event whose end is before its start runs over the new year.
 * `new_year` has no places: it only turns the loading screen and the road to snow.
 */
// prettier-ignore
export const EVENTS = {
  halloween: { start: { month: 10, day: 28, hour: 1, minute: 0 }, end: { month: 10, day: 30, hour: 4, minute: 0 }, currencyPlaces: true, look: 'pumpkins' },
  september_cats: { start: { month: 9, day: 7, hour: 8, minute: 0 }, end: { month: 9, day: 9, hour: 1, minute: 0 }, currencyPlaces: true, look: 'cats' },
  august_apples: { start: { month: 8, day: 24, hour: 8, minute: 0 }, end: { month: 8, day: 26, hour: 1, minute: 0 }, currencyPlaces: true, look: 'apples' },
  birthday_hat: { start: { month: 5, day: 16, hour: 0, minute: 0 }, end: { month: 5, day: 18, hour: 0, minute: 0 }, currencyPlaces: true, look: 'party' },
  ivan_kupala: { start: { month: 7, day: 5, hour: 8, minute: 0 }, end: { month: 7, day: 8, hour: 0, minute: 0 }, langs: ['RU'], currencyPlaces: true, look: 'wreaths' },
  spring_season: { start: { month: 5, day: 4, hour: 0, minute: 0 }, end: { month: 6, day: 5, hour: 0, minute: 0 }, currencyPlaces: false, look: 'blossom' },
  new_year: { start: { month: 12, day: 20, hour: 0, minute: 0 }, end: { month: 1, day: 15, hour: 0, minute: 0 }, currencyPlaces: false, look: 'snow' },
} as const satisfies Record<string, EventDef>;

export type EventId = keyof typeof EVENTS;
export const EVENT_IDS = Object.keys(EVENTS) as EventId[];

export function isEventId(value: string): value is EventId {
  return Object.hasOwn(EVENTS, value);
}

/** One year's run of an event. `key` names it (`halloween:2026`); the New Year's run is named by its start year. */
export interface EventRun {
  eventId: EventId;
  key: string;
  startMs: number;
  endMs: number;
}

function at(year: number, m: CalendarMoment): number {
  return moscowTimeToUtc(year, m.month, m.day, m.hour, m.minute);
}

function runOf(eventId: EventId, startYear: number): EventRun {
  const def: EventDef = EVENTS[eventId];
  const startMs = at(startYear, def.start);
  let endMs = at(startYear, def.end);
  if (endMs <= startMs) endMs = at(startYear + 1, def.end);
  return { eventId, key: `${eventId}:${startYear}`, startMs, endMs };
}

/** The run of `eventId` going on at `nowMs`, or null. */
export function runAt(eventId: EventId, nowMs: number): EventRun | null {
  const year = moscowYear(nowMs);
  for (const startYear of [year, year - 1]) {
    const run = runOf(eventId, startYear);
    if (nowMs >= run.startMs && nowMs < run.endMs) return run;
  }
  return null;
}

export function takesPart(eventId: EventId, lang: string): boolean {
  const langs: readonly string[] | undefined = (EVENTS[eventId] as EventDef).langs;
  return !langs || langs.includes(lang.toUpperCase());
}

/** The events running at `nowMs` for a player of `lang` (RU/EN; every event when null). */
export function activeEvents(nowMs: number, lang: string | null): EventRun[] {
  const out: EventRun[] = [];
  for (const eventId of EVENT_IDS) {
    if (lang !== null && !takesPart(eventId, lang)) continue;
    const run = runAt(eventId, nowMs);
    if (run) out.push(run);
  }
  return out;
}

/** The next run of each event starting after `nowMs` (for the tasks window's calendar), soonest first. */
export function upcomingEvents(nowMs: number, lang: string | null): EventRun[] {
  const year = moscowYear(nowMs);
  const out: EventRun[] = [];
  for (const eventId of EVENT_IDS) {
    if (lang !== null && !takesPart(eventId, lang)) continue;
    const next = [year, year + 1].map((y) => runOf(eventId, y)).find((r) => r.startMs > nowMs);
    if (next) out.push(next);
  }
  return out.sort((a, b) => a.startMs - b.startMs);
}

/** §2: the loading screen's New Year style (snow) follows the calendar. */
export function isNewYearStyle(nowMs: number): boolean {
  return runAt('new_year', nowMs) !== null;
}
