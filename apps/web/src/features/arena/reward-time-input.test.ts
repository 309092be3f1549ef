import { describe, expect, it } from 'vitest';
import { minuteOfTime, timeOfMinute } from './reward-time-input.ts';

describe('reward time input', () => {
  it('reads and writes HH:MM', () => {
    expect(minuteOfTime('20:00')).toBe(1200);
    expect(minuteOfTime('0:05')).toBe(5);
    expect(minuteOfTime('24:00')).toBeNull();
    expect(minuteOfTime('12:60')).toBeNull();
    expect(minuteOfTime('')).toBeNull();
    expect(timeOfMinute(1200)).toBe('20:00');
    expect(timeOfMinute(5)).toBe('00:05');
  });
});
