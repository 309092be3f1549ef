import { describe, expect, it } from 'vitest';
import { SKIP_SPEED, effectiveSpeed, nextFastForward } from './motion-speed.ts';

describe('motion speed', () => {
  it('plays at the fast-forward, or runs through on a skip or under reduced motion', () => {
    expect(effectiveSpeed({ fastForward: 1, skipping: false }, false)).toBe(1);
    expect(effectiveSpeed({ fastForward: 4, skipping: false }, false)).toBe(4);
    expect(effectiveSpeed({ fastForward: 2, skipping: true }, false)).toBe(SKIP_SPEED);
    expect(effectiveSpeed({ fastForward: 1, skipping: false }, true)).toBe(SKIP_SPEED);
  });

  it('cycles the fast-forward 1 → 2 → 4 → 1', () => {
    expect(nextFastForward(1)).toBe(2);
    expect(nextFastForward(2)).toBe(4);
    expect(nextFastForward(4)).toBe(1);
  });
});
