import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  artifactImageMaxStair,
  dropBehind,
  LOAD_AHEAD,
  mergeRange,
  rangeToLoad,
  REFILL_TO,
  showsArtifactImage,
  trimRange,
} from './place-loading.ts';
import type { CoordRange } from '../../stores/road-store.ts';

describe('road place loading (§9)', () => {
  const H = 500;

  it('loads around a newcomer up to 1.6 windows ahead', () => {
    expect(rangeToLoad(0, H, null)).toEqual({ from: 0, to: 800 });
    expect(rangeToLoad(1000, H, null)).toEqual({ from: 750, to: 1800 });
  });

  it('refills only when less than 1.1 windows remain ahead, asking just for the missing part', () => {
    const loaded = { from: 0, to: 800 };
    expect(rangeToLoad(100, H, loaded)).toBeNull(); // 700 ahead ≥ 550
    expect(rangeToLoad(250, H, loaded)).toBeNull(); // exactly 550 ahead
    expect(rangeToLoad(260, H, loaded)).toEqual({ from: 800, to: 1060 });
  });

  it('loads a fresh range after a jump away from what is loaded', () => {
    expect(rangeToLoad(5000, H, { from: 0, to: 800 })).toEqual({ from: 4750, to: 5800 });
    expect(rangeToLoad(100, H, { from: 2000, to: 3000 })).toEqual({ from: 0, to: 900 });
  });

  it('always leaves at least 1.1 windows ahead and the screen below loaded after one load', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 200, max: 1500 }),
        fc.option(
          fc.record({ from: fc.integer({ min: 0, max: 500_000 }), span: fc.integer({ min: 0, max: 5000 }) }),
        ),
        (coordinate, height, prior) => {
          const loaded: CoordRange | null = prior ? { from: prior.from, to: prior.from + prior.span } : null;
          const range = rangeToLoad(coordinate, height, loaded);
          const after = range ? mergeRange(loaded, range) : loaded!;
          expect(after.to).toBeGreaterThanOrEqual(coordinate + LOAD_AHEAD * height);
          expect(after.from).toBeLessThanOrEqual(Math.max(0, coordinate - 0.5 * height) + 1);
          if (range) expect(range.to).toBeLessThanOrEqual(Math.ceil(coordinate + REFILL_TO * height));
        },
      ),
    );
  });

  it('merges touching ranges and replaces distant ones', () => {
    expect(mergeRange({ from: 0, to: 800 }, { from: 800, to: 1000 })).toEqual({ from: 0, to: 1000 });
    expect(mergeRange({ from: 0, to: 800 }, { from: 900, to: 1000 })).toEqual({ from: 900, to: 1000 });
    expect(mergeRange(null, { from: 5, to: 6 })).toEqual({ from: 5, to: 6 });
  });

  it('drops places more than 1000 behind the player', () => {
    const places = [{ posY: 100 }, { posY: 1499 }, { posY: 1500 }, { posY: 3000 }];
    expect(dropBehind(places, 2500)).toEqual([{ posY: 1500 }, { posY: 3000 }]);
    expect(trimRange({ from: 0, to: 3000 }, 2500)).toEqual({ from: 1500, to: 3000 });
    expect(trimRange({ from: 0, to: 1000 }, 5000)).toBeNull();
  });

  it('shows artifact images up to 3 stairs beyond the max stair', () => {
    expect(artifactImageMaxStair(10)).toBe(13);
    expect(artifactImageMaxStair(0)).toBe(4);
    expect(showsArtifactImage(13, 13)).toBe(true);
    expect(showsArtifactImage(14, 13)).toBe(false);
  });
});

describe('artifact image limit of a player', () => {
  it('takes the larger of the server limit and 3 beyond the max stair', async () => {
    const { imageMaxStairOf } = await import('./place-loading.ts');
    expect(imageMaxStairOf({ artifactImageMaxStair: 7, player: { stair: 2, bestVictoryStair: 4 } })).toBe(7);
    expect(imageMaxStairOf({ artifactImageMaxStair: 0, player: { stair: 9, bestVictoryStair: 4 } })).toBe(12);
  });
});
