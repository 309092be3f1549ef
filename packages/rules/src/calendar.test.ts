import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilFromDays, isoDay } from './calendar.ts';

const DAY_MS = 86_400_000;

describe('calendar', () => {
  it('names known days', () => {
    expect(isoDay(0)).toBe('1970-01-01');
    expect(isoDay(-1)).toBe('1969-12-31');
    expect(isoDay(11_016)).toBe('2000-02-29');
    expect(civilFromDays(20_819)).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('agrees with the platform calendar over four millennia', () => {
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 800_000 }), (days) => {
        expect(isoDay(days)).toBe(new Date(days * DAY_MS).toISOString().slice(0, 10));
      }),
    );
  });
});
