import { describe, expect, it } from 'vitest';
import { DAY_MS, nextServerDayAt, serverDay, serverDayStartAt } from './server-day.ts';

describe('server day', () => {
  it('turns at 00:00 Moscow time, 21:00 UTC: 20:59:59 and 21:00:00 UTC are two server days', () => {
    const last = Date.UTC(2025, 0, 15, 20, 59, 59);
    const first = Date.UTC(2025, 0, 15, 21, 0, 0);
    expect(serverDay(first)).toBe(serverDay(last) + 1);
    expect(serverDay(first - 1)).toBe(serverDay(last));
    expect(nextServerDayAt(last)).toBe(first);
    expect(nextServerDayAt(first)).toBe(first + DAY_MS);
    expect(serverDayStartAt(serverDay(last))).toBe(first - DAY_MS);
    expect(serverDayStartAt(serverDay(first))).toBe(first);
  });

  it('keeps UTC midnight inside one server day (03:00 Moscow)', () => {
    const midnight = Date.UTC(2025, 0, 16);
    expect(serverDay(midnight - 1)).toBe(serverDay(midnight));
    expect(nextServerDayAt(midnight)).toBe(Date.UTC(2025, 0, 16, 21, 0));
  });

  it('counts Moscow days since 1970-01-01 00:00 Moscow time', () => {
    expect(serverDay(Date.UTC(1969, 11, 31, 21, 0))).toBe(0);
    expect(serverDay(Date.UTC(1969, 11, 31, 20, 59, 59))).toBe(-1);
    // 2025-01-16 Moscow is day 20_104 after 1970-01-01.
    expect(serverDay(Date.UTC(2025, 0, 15, 21, 0))).toBe(20_104);
    expect(serverDay(Date.UTC(2025, 0, 16, 20, 59, 59))).toBe(20_104);
  });

  it('every moment lies in [start of its day, start of the next)', () => {
    for (let ms = Date.UTC(2025, 2, 1); ms < Date.UTC(2025, 2, 3); ms += 17 * 60_000 + 13_000) {
      const day = serverDay(ms);
      expect(serverDayStartAt(day)).toBeLessThanOrEqual(ms);
      expect(nextServerDayAt(ms)).toBeGreaterThan(ms);
      expect(nextServerDayAt(ms) - serverDayStartAt(day)).toBe(DAY_MS);
    }
  });
});
