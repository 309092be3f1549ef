import { stairOfCoordinate } from './coordinates.ts';
import { PLACES_PER_STAIR, stairOfPlaceId, type RoadPlace } from './road-place.ts';
import { stairPlaces } from './stair-places.ts';

/**
 * Every place whose posY lies in [coordFrom, coordTo] (both included), sorted by posY then id.
 * Deterministic: the same arguments give the same places, and overlapping ranges agree on the
 * places they share. An empty or reversed range gives none. The caller bounds the span (MAX_RANGE_SPAN).
 */
export function placesInRange(worldSeed: number, coordFrom: number, coordTo: number): RoadPlace[] {
  if (!Number.isFinite(coordFrom) || !Number.isFinite(coordTo) || coordTo < coordFrom || coordTo < 0)
    return [];
  const from = Math.max(0, coordFrom);
  const out: RoadPlace[] = [];
  for (let stair = stairOfCoordinate(from); stair <= stairOfCoordinate(coordTo); stair += 1) {
    for (const place of stairPlaces(worldSeed, stair)) {
      if (place.posY >= from && place.posY <= coordTo) out.push(place);
    }
  }
  return out.sort((a, b) => a.posY - b.posY || a.id - b.id);
}

/** The place with this id, or null when no such place exists. */
export function placeById(worldSeed: number, id: number): RoadPlace | null {
  if (!Number.isSafeInteger(id) || id < PLACES_PER_STAIR) return null;
  return stairPlaces(worldSeed, stairOfPlaceId(id)).find((p) => p.id === id) ?? null;
}

/**
 * Generates `count` stairs from `fromStair` and returns how many places they hold: a fixed amount
 * of work for the bench to time (no timing here).
 */
export function generateStairs(worldSeed: number, fromStair: number, count: number): number {
  let places = 0;
  for (let stair = Math.max(1, fromStair); stair < Math.max(1, fromStair) + count; stair += 1) {
    places += stairPlaces(worldSeed, stair).length;
  }
  return places;
}
