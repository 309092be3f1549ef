import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chance,
  isRngState,
  nextFloat,
  nextInt,
  nextUint32,
  pick,
  seedRng,
  weightedPick,
  type RngState,
} from './prng.ts';
import { rngCursor } from './rng-cursor.ts';

const seedArb = fc.integer({ min: 0, max: 0xffffffff });

describe('sfc32 PRNG', () => {
  it('matches the reference sfc32 sequence', () => {
    // Reference: the C definition t = a + b + counter++; a = b ^ b>>9; b = c + c<<3; c = rotl(c,21) + t.
    let s: RngState = [1, 2, 3, 4];
    const out: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const d = nextUint32(s);
      out.push(d.value);
      s = d.state;
    }
    expect(out[0]).toBe(7); // 1 + 2 + 4
    expect(s[3]).toBe(7);
    expect(out.every((v) => Number.isInteger(v) && v >= 0 && v < 2 ** 32)).toBe(true);
  });

  it('is deterministic and never mutates the state it is given', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const s = seedRng(seed);
        const copy = [...s];
        const a = nextUint32(s);
        const b = nextUint32(s);
        expect(a).toEqual(b);
        expect([...s]).toEqual(copy);
        expect(isRngState(a.state)).toBe(true);
        expect(JSON.parse(JSON.stringify(a.state))).toEqual(a.state);
      }),
    );
  });

  it('different seeds give different streams', () => {
    expect(nextUint32(seedRng(1)).value).not.toBe(nextUint32(seedRng(2)).value);
  });

  it('nextFloat is in [0,1), nextInt stays within its bounds', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (seed, min, span) => {
          const s = seedRng(seed);
          const f = nextFloat(s).value;
          const i = nextInt(s, min, min + span).value;
          return f >= 0 && f < 1 && i >= min && i <= min + span && Number.isInteger(i);
        },
      ),
    );
  });

  it('is roughly uniform', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    let s = seedRng(42);
    for (let i = 0; i < 60_000; i += 1) {
      const d = nextInt(s, 0, 5);
      counts[d.value] = (counts[d.value] ?? 0) + 1;
      s = d.state;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('chance honours its edges, pick and weightedPick choose members', () => {
    const s = seedRng(7);
    expect(chance(s, 0).value).toBe(false);
    expect(chance(s, 1).value).toBe(true);
    expect(pick(s, []).value).toBeUndefined();
    expect(['a', 'b']).toContain(pick(s, ['a', 'b']).value);
    expect(
      weightedPick(s, [
        { item: 'x', weight: 0 },
        { item: 'y', weight: 3 },
      ]).value,
    ).toBe('y');
    expect(weightedPick(s, []).value).toBeUndefined();
  });

  it('a cursor draws the same values as the pure functions', () => {
    const s = seedRng(99);
    const cursor = rngCursor(s);
    const a = cursor.int(1, 6);
    const b = cursor.float();
    const d1 = nextInt(s, 1, 6);
    const d2 = nextFloat(d1.state);
    expect([a, b]).toEqual([d1.value, d2.value]);
    expect(cursor.state).toEqual(d2.state);
  });

  it('rejects malformed stored states', () => {
    expect(isRngState([1, 2, 3])).toBe(false);
    expect(isRngState([1, 2, 3, -1])).toBe(false);
    expect(isRngState([1, 2, 3, 2 ** 32])).toBe(false);
    expect(isRngState('x')).toBe(false);
  });
});

describe('rng cursor', () => {
  it('draws exactly the sequence of the pure functions, for every kind of draw', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 40 }),
        (seed, kinds) => {
          let s = seedRng(seed);
          const cursor = rngCursor(s);
          const items = [
            { item: 'a', weight: 1 },
            { item: 'b', weight: 0 },
            { item: 'c', weight: 2.5 },
          ];
          for (const k of kinds) {
            if (k === 0) {
              const d = nextFloat(s);
              expect(cursor.float()).toBe(d.value);
              s = d.state;
            } else if (k === 1) {
              const d = nextInt(s, -3, 17);
              expect(cursor.int(-3, 17)).toBe(d.value);
              s = d.state;
            } else if (k === 2) {
              const d = chance(s, 0.3);
              expect(cursor.chance(0.3)).toBe(d.value);
              s = d.state;
            } else if (k === 3) {
              const d = pick(s, ['x', 'y', 'z']);
              expect(cursor.pick(['x', 'y', 'z'])).toBe(d.value);
              s = d.state;
            } else {
              const d = weightedPick(s, items);
              expect(cursor.weighted(items)).toBe(d.value);
              s = d.state;
            }
          }
          expect(cursor.state).toEqual(s);
        },
      ),
    );
  });
});
