import { describe, expect, it } from 'vitest';
import { DAY_MS, nextServerDayAt, serverDay } from './server-day.ts';

describe('server day', () => {
  it('changes at UTC midnight', () => {
    const midnight = 20_000 * DAY_MS;
    expect(serverDay(midnight - 1)).toBe(19_999);
    expect(serverDay(midnight)).toBe(20_000);
    expect(nextServerDayAt(midnight - 1)).toBe(midnight);
    expect(nextServerDayAt(midnight)).toBe(midnight + DAY_MS);
  });
});
