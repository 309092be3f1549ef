import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterWin, attackWindow, mayAttack, offeredPositions } from './opponents.ts';

describe('arena opponents', () => {
  it('reaches up by a tenth of the standing, at least five seats', () => {
    expect(attackWindow(3, 10)).toEqual({ from: 1, to: 2 });
    expect(attackWindow(20, 100)).toEqual({ from: 15, to: 19 });
    expect(attackWindow(1_000, 5_000)).toEqual({ from: 900, to: 999 });
    expect(attackWindow(1, 1)).toBeNull();
    expect(attackWindow(1, 3)).toEqual({ from: 2, to: 3 });
  });
  it('offers seats inside the window, the nearest above included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000 }), (p, extra) => {
        const total = p + extra;
        const offered = offeredPositions(p, total);
        for (const q of offered) expect(mayAttack(p, q, total)).toBe(true);
        if (p > 1) expect(offered).toContain(p - 1);
        expect(offered.length).toBeLessThanOrEqual(4);
      }),
    );
  });
  it('never lets a player attack themselves', () => {
    expect(mayAttack(5, 5, 10)).toBe(false);
    expect(mayAttack(1, 1, 10)).toBe(false);
  });
  it('swaps only when the defender stood above', () => {
    expect(afterWin(10, 7)).toEqual({ attacker: 7, defender: 10 });
    expect(afterWin(1, 3)).toEqual({ attacker: 1, defender: 3 });
  });
});
