import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { battleStairFrom, clampMove, maxCoordinateAllowed, nextBlocker } from './blockers.ts';
import { guardCoordinate, STAIR_HEIGHT } from './coordinates.ts';
import { placesInRange } from './places-in-range.ts';
import { placeIdOf } from './road-place.ts';

describe('blocking (docs/architecture.md, "Game design baseline": the player cannot pass an undefeated creature)', () => {
  it('the next blocker is the guard of the current stair, then of the next once beaten', () => {
    const places = placesInRange(3, 0, 10 * STAIR_HEIGHT);
    expect(nextBlocker(places, 0, () => false)?.id).toBe(placeIdOf(1, 0));
    const beaten = new Set([placeIdOf(1, 0)]);
    expect(nextBlocker(places, 0, (id) => beaten.has(id))?.id).toBe(placeIdOf(2, 0));
    expect(maxCoordinateAllowed(places, 0, () => false, 1000)).toBe(guardCoordinate(1));
    expect(maxCoordinateAllowed(places, 0, () => true, 1000)).toBe(1000);
  });

  it('no move passes a blocker, and moves back are free down to the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: -1000, max: 8000 }),
        (seed, beatenUpTo, fromRaw, to) => {
          const loadedTo = 5000;
          const places = placesInRange(seed, 0, loadedTo);
          const isDefeated = (id: number) => id < placeIdOf(beatenUpTo + 1, 0);
          // A legal position: not beyond the first undefeated guard.
          const from = Math.min(fromRaw, maxCoordinateAllowed(places, 0, isDefeated, loadedTo));
          const end = clampMove(places, from, to, isDefeated, { minCoordinate: 0, loadedTo });
          const blocker = nextBlocker(places, from, isDefeated);
          if (blocker) expect(end).toBeLessThanOrEqual(blocker.posY);
          for (const p of places)
            if (p.guard && !isDefeated(p.id) && p.posY >= from) expect(end).toBeLessThanOrEqual(p.posY);
          expect(end).toBeGreaterThanOrEqual(0);
          expect(end).toBeLessThanOrEqual(loadedTo);
          if (to <= from) expect(end).toBe(Math.max(0, to));
        },
      ),
    );
  });

  it('finds the battle stair without generating places', () => {
    expect(battleStairFrom(0, () => false)).toBe(1);
    expect(battleStairFrom(0, (s) => s < 5)).toBe(5);
    expect(battleStairFrom(guardCoordinate(3) + 1, () => false)).toBe(4);
  });
});
