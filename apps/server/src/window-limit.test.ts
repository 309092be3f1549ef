import { describe, expect, it } from 'vitest';
import { windowLimitFrom, windowWaitSeconds } from './window-limit.ts';

describe('windowLimitFrom (env N/S)', () => {
  const fallback = { max: 5, windowMs: 10_000 };

  it('falls back when unset or blank', () => {
    expect(windowLimitFrom('X', undefined, fallback)).toBe(fallback);
    expect(windowLimitFrom('X', ' ', fallback)).toBe(fallback);
  });

  it('reads N/S: at most N in S seconds', () => {
    expect(windowLimitFrom('X', '3/20', fallback)).toEqual({ max: 3, windowMs: 20_000 });
    expect(windowLimitFrom('X', ' 100000 / 1 ', fallback)).toEqual({ max: 100_000, windowMs: 1000 });
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['5', '0/10', '5/0', '-1/10', '1.5/10', '5/10s', 'abc', '100001/1', '1/100001'])
      expect(() => windowLimitFrom('MESSAGE_FLOOD_LIMIT', bad, fallback), bad).toThrow(/MESSAGE_FLOOD_LIMIT/);
  });
});

describe('windowWaitSeconds', () => {
  const limit = { max: 5, windowMs: 10_000 };

  it('allows one more while there were fewer than the limit', () => {
    expect(windowWaitSeconds(null, 1_000_000, limit)).toBe(0);
  });

  it('waits until the limit-th newest leaves the window, in whole seconds rounded up', () => {
    const now = 1_000_000;
    expect(windowWaitSeconds(now, now, limit)).toBe(10);
    expect(windowWaitSeconds(now - 1, now, limit)).toBe(10);
    expect(windowWaitSeconds(now - 9_000, now, limit)).toBe(1);
    expect(windowWaitSeconds(now - 9_999, now, limit)).toBe(1);
  });

  it('allows one more once that one is a whole window old', () => {
    const now = 1_000_000;
    expect(windowWaitSeconds(now - 10_000, now, limit)).toBe(0);
    expect(windowWaitSeconds(now - 60_000, now, limit)).toBe(0);
  });
});
