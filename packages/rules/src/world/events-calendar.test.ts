import { describe, expect, it } from 'vitest';
import { activeEvents, isNewYearStyle, upcomingEvents, type EventId } from './events-calendar.ts';
import { moscowTimeToUtc } from './server-time.ts';

const MINUTE = 60_000;

/** [event, start (Moscow: y, m, d, h, min), the last minute of the event (Moscow)]. */
const BOUNDARIES: [EventId, number[], number[]][] = [
  ['halloween', [2026, 10, 28, 1, 0], [2026, 10, 30, 3, 59]],
  ['september_cats', [2026, 9, 7, 8, 0], [2026, 9, 9, 0, 59]],
  ['august_apples', [2026, 8, 24, 8, 0], [2026, 8, 26, 0, 59]],
  ['birthday_hat', [2026, 5, 16, 0, 0], [2026, 5, 17, 23, 59]],
  ['spring_season', [2026, 5, 4, 0, 0], [2026, 6, 4, 23, 59]],
  ['new_year', [2026, 12, 20, 0, 0], [2027, 1, 14, 23, 59]],
];

const on = (ms: number, id: EventId, lang: 'RU' | 'EN' = 'RU') =>
  activeEvents(ms, lang).some((r) => r.eventId === id);
const moscow = (p: number[]) => moscowTimeToUtc(p[0]!, p[1]!, p[2]!, p[3]!, p[4]!);

describe('the events calendar (server time, Europe/Moscow)', () => {
  for (const [id, start, last] of BOUNDARIES) {
    it(`${id}: off a minute before its start, on at it and a minute after; on at its last minute, off a minute after`, () => {
      const s = moscow(start);
      const l = moscow(last);
      expect([on(s - MINUTE, id), on(s, id), on(s + MINUTE, id)]).toEqual([false, true, true]);
      expect([on(l - MINUTE, id), on(l, id), on(l + MINUTE, id)]).toEqual([true, true, false]);
    });
  }

  it('Ivan Kupala (5 Jul 08:00 to 7 Jul 23:59) runs for Russian-language players only', () => {
    const s = moscowTimeToUtc(2026, 7, 5, 8, 0);
    const l = moscowTimeToUtc(2026, 7, 7, 23, 59);
    for (const lang of ['RU', 'EN'] as const) {
      const expected = lang === 'RU';
      expect([on(s - MINUTE, 'ivan_kupala', lang), on(s, 'ivan_kupala', lang), on(s + MINUTE, 'ivan_kupala', lang)]).toEqual([
        false,
        expected,
        expected,
      ]);
      expect([on(l - MINUTE, 'ivan_kupala', lang), on(l, 'ivan_kupala', lang), on(l + MINUTE, 'ivan_kupala', lang)]).toEqual([
        expected,
        expected,
        false,
      ]);
    }
  });

  it('reads Moscow time: Halloween starts at 22:00 UTC on 27 October', () => {
    expect(on(Date.UTC(2026, 9, 27, 21, 59), 'halloween')).toBe(false);
    expect(on(Date.UTC(2026, 9, 27, 22, 0), 'halloween')).toBe(true);
  });

  it('names each run by its start year, across the new year too', () => {
    expect(activeEvents(moscowTimeToUtc(2027, 1, 2), 'EN').map((r) => r.key)).toEqual(['new_year:2026']);
    expect(activeEvents(moscowTimeToUtc(2026, 10, 29), null).map((r) => r.key)).toEqual(['halloween:2026']);
  });

  it('the loading screen snows during the New Year only', () => {
    expect(isNewYearStyle(moscowTimeToUtc(2026, 12, 31, 12, 0))).toBe(true);
    expect(isNewYearStyle(moscowTimeToUtc(2026, 11, 30, 12, 0))).toBe(false);
  });

  it('lists the coming runs soonest first, Kupala only for Russian players', () => {
    const now = moscowTimeToUtc(2026, 6, 20);
    expect(upcomingEvents(now, 'RU')[0]?.eventId).toBe('ivan_kupala');
    expect(upcomingEvents(now, 'EN')[0]?.eventId).toBe('august_apples');
  });
});
