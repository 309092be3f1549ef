import { describe, expect, it } from 'vitest';
import { makeParticles, seededRandom } from './particles.ts';

describe('particles', () => {
  it('are deterministic for a seed and stay in range', () => {
    expect(makeParticles(5, 7, [1, 3], [4, 8])).toEqual(makeParticles(5, 7, [1, 3], [4, 8]));
    for (const p of makeParticles(50, 1, [1, 3], [4, 8])) {
      expect(p.left).toBeGreaterThanOrEqual(0);
      expect(p.left).toBeLessThan(100);
      expect(p.size).toBeGreaterThanOrEqual(1);
      expect(p.size).toBeLessThanOrEqual(3);
      expect(p.duration).toBeGreaterThanOrEqual(4);
      expect(p.delay).toBeLessThanOrEqual(0);
    }
  });
  it('gives values in [0, 1)', () => {
    const random = seededRandom(42);
    for (let i = 0; i < 1000; i += 1) {
      const v = random();
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });
});
