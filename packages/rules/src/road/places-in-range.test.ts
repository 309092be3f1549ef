import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLACE_TYPES, TILE_SIZES } from '../content/places.ts';
import { ROAD_RESOURCE_KINDS } from '../content/resources.ts';
import { isMonsterId } from '../content/monsters.ts';
import {
  guardCoordinate,
  ROAD_MARGIN,
  ROAD_WIDTH,
  stairBottom,
  stairOfCoordinate,
  STAIR_HEIGHT,
} from './coordinates.ts';
import { generateStairs, placeById, placesInRange } from './places-in-range.ts';
import { PLACES_PER_STAIR, stairOfPlaceId, type RoadPlace } from './road-place.ts';

const seedArb = fc.integer({ min: 0, max: 0xffffffff });
const coordArb = fc.integer({ min: 0, max: 600_000 });

function checkPlace(p: RoadPlace): void {
  expect(PLACE_TYPES).toContain(p.placeType);
  expect(TILE_SIZES).toContain(p.tileSize);
  expect(p.payload.type).toBe(p.placeType);
  expect(p.stair).toBeGreaterThanOrEqual(1);
  expect(stairOfCoordinate(p.posY)).toBe(p.stair);
  expect(p.posY).toBeGreaterThanOrEqual(stairBottom(p.stair));
  expect(p.posY).toBeLessThanOrEqual(guardCoordinate(p.stair));
  expect(p.posX).toBeGreaterThanOrEqual(ROAD_MARGIN);
  expect(p.posX).toBeLessThanOrEqual(ROAD_WIDTH - ROAD_MARGIN);
  expect(stairOfPlaceId(p.id)).toBe(p.stair);
  expect(p.index).toBeLessThan(PLACES_PER_STAIR);
  if (p.payload.type === 'RESOURCE' || p.payload.type === 'GAINABLE')
    expect(ROAD_RESOURCE_KINDS).toContain(p.payload.resource);
  if (p.payload.type === 'RESOURCE') expect(p.payload.amount).toBeGreaterThan(0);
  if (p.guard) {
    expect(p.index).toBe(0);
    expect(p.posY).toBe(guardCoordinate(p.stair));
    expect(p.guard.members.length).toBeGreaterThanOrEqual(1);
    expect(p.guard.members.length).toBeLessThanOrEqual(6);
    for (const m of p.guard.members) {
      expect(isMonsterId(m.monsterId)).toBe(true);
      expect(m.health).toBeGreaterThanOrEqual(1);
      expect(m.attack).toBeGreaterThanOrEqual(1);
    }
  }
}

describe('road generator (§3 places, docs/architecture.md, "Game design baseline")', () => {
  it('is deterministic: the same stair gives the same places to everyone', () => {
    fc.assert(
      fc.property(seedArb, coordArb, fc.integer({ min: 0, max: 3000 }), (seed, from, span) => {
        expect(placesInRange(seed, from, from + span)).toEqual(placesInRange(seed, from, from + span));
      }),
      { numRuns: 50 },
    );
  });

  it('yields valid places, all within the range, sorted, with unique ids, one guard per stair', () => {
    fc.assert(
      fc.property(seedArb, coordArb, fc.integer({ min: 0, max: 5000 }), (seed, from, span) => {
        const places = placesInRange(seed, from, from + span);
        const ids = new Set<number>();
        let last = -Infinity;
        for (const p of places) {
          checkPlace(p);
          expect(p.posY >= from && p.posY <= from + span).toBe(true);
          expect(p.posY).toBeGreaterThanOrEqual(last);
          last = p.posY;
          ids.add(p.id);
        }
        expect(ids.size).toBe(places.length);
        const guards = places.filter((p) => p.guard !== null);
        expect(new Set(guards.map((g) => g.stair)).size).toBe(guards.length);
      }),
      { numRuns: 60 },
    );
  });

  it('overlapping ranges agree on the places they share', () => {
    fc.assert(
      fc.property(seedArb, coordArb, fc.nat(2000), fc.nat(2000), fc.nat(2000), (seed, a, l1, off, l2) => {
        const first = placesInRange(seed, a, a + l1);
        const second = placesInRange(seed, a + off, a + off + l2);
        const byId = new Map(second.map((p) => [p.id, p]));
        for (const p of first) {
          if (p.posY >= a + off && p.posY <= a + off + l2) expect(byId.get(p.id)).toEqual(p);
        }
        const whole = placesInRange(seed, a, a + l1 + STAIR_HEIGHT * 3);
        expect(whole.slice(0, first.length)).toEqual(first);
      }),
      { numRuns: 50 },
    );
  });

  it('finds a place again by its id', () => {
    fc.assert(
      fc.property(seedArb, coordArb, (seed, from) => {
        for (const p of placesInRange(seed, from, from + 500)) expect(placeById(seed, p.id)).toEqual(p);
      }),
      { numRuns: 30 },
    );
    expect(placeById(1, 3)).toBeNull();
    expect(placeById(1, 16 * 5 + 15)).toBeNull();
  });

  it('gives nothing for empty or reversed ranges', () => {
    expect(placesInRange(1, 500, 400)).toEqual([]);
    expect(placesInRange(1, -500, -1)).toEqual([]);
    expect(placesInRange(1, Number.NaN, 5)).toEqual([]);
  });

  it('uses every place type, tile size and resource kind over the first thousand stairs', () => {
    const places = placesInRange(7, 0, 1000 * STAIR_HEIGHT);
    expect(new Set(places.map((p) => p.placeType))).toEqual(new Set(PLACE_TYPES));
    expect(new Set(places.map((p) => p.tileSize))).toEqual(new Set(TILE_SIZES));
    const kinds = new Set(places.flatMap((p) => (p.payload.type === 'RESOURCE' ? [p.payload.resource] : [])));
    expect(kinds).toEqual(new Set(ROAD_RESOURCE_KINDS));
    expect(
      places.some((p) => p.payload.type === 'TALKER' && p.payload.talkerId === 'nun' && p.stair === 3),
    ).toBe(true);
  });

  it('differs between world seeds', () => {
    expect(placesInRange(1, 0, 2000)).not.toEqual(placesInRange(2, 0, 2000));
  });

  it('counts generated places for the bench', () => {
    expect(generateStairs(1, 1, 100)).toBe(placesInRange(1, 0, 100 * STAIR_HEIGHT - 1).length);
  });
});
