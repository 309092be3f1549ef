import { describe, expect, it } from 'vitest';
import { SPIN_TURNS, sectorAt, spinRotation } from './wheel-angle.ts';

describe('spinRotation', () => {
  it('stops every sector under the pointer after at least the whole turns, always forwards', () => {
    for (const count of [6, 9, 12])
      for (let index = 0; index < count; index += 1)
        for (const current of [0, 17, 1000, 3600 + 45]) {
          const next = spinRotation(current, index, count);
          expect(next - current).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
          expect(next - current).toBeLessThan((SPIN_TURNS + 1) * 360 + 360);
          expect(sectorAt(next, count)).toBe(index);
        }
  });
});
