import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashParts, hashString, seedFor } from './hash.ts';

describe('hashing for deterministic generation', () => {
  it('is stable, order-sensitive and 32-bit', () => {
    expect(hashParts(1, 2, 3)).toBe(hashParts(1, 2, 3));
    expect(hashParts(1, 2)).not.toBe(hashParts(2, 1));
    expect(hashParts(1)).not.toBe(hashParts(1, 0));
    expect(hashString('abc')).not.toBe(hashString('abd'));
    fc.assert(
      fc.property(fc.integer(), fc.nat(), fc.nat(), (a, b, c) => {
        const h = hashParts(a, b, c);
        return Number.isInteger(h) && h >= 0 && h < 2 ** 32;
      }),
    );
  });

  it('gives few collisions over neighbouring stairs and indices', () => {
    const seen = new Set<number>();
    for (let stair = 1; stair <= 2000; stair += 1)
      for (let i = 0; i < 8; i += 1) seen.add(hashParts(12345, stair, i));
    expect(seen.size).toBeGreaterThan(15_990);
  });

  it('seeds the same generator for the same (seed, stair, index)', () => {
    expect(seedFor(5, 10, 2)).toEqual(seedFor(5, 10, 2));
    expect(seedFor(5, 10, 2)).not.toEqual(seedFor(5, 11, 2));
  });

  it('counts the high word of large integers', () => {
    expect(hashParts(2 ** 40)).not.toBe(hashParts(0));
  });
});
