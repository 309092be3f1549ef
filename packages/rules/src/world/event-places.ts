import { FREE_BOTTOM, FREE_TOP, PLACE_LANES, stairBottom, stairOfCoordinate, STAIR_HEIGHT } from '../road/coordinates.ts';
import { hashParts } from '../random/hash.ts';
import { placeIdOf, PLACES_PER_STAIR, stairOfPlaceId, type RoadPlace } from '../road/road-place.ts';
import { isWaterStair, stairPlaces } from '../road/stair-places.ts';
import { EVENTS, type EventRun } from './events-calendar.ts';

/** The place index an event's currency place takes on its stair (above every generated place). */
export const EVENT_PLACE_INDEX = PLACES_PER_STAIR - 1;
/** About one stair in this many holds event currency while an event with places runs. */
const EVENT_PLACE_EVERY = 3;

const ROWS = [0.25, 0.75].map((f) => Math.round(FREE_BOTTOM + f * (STAIR_HEIGHT - FREE_BOTTOM - FREE_TOP)));

/**
 * The EVENT_CURRENCY place of `stair` during `run`, or null. Deterministic from (world seed, event
 * run, stair), so every player sees the same ones; it stands on a free spot of the stair. Outside
 * the event's dates the caller has no run, and the place does not exist.
 */
export function eventPlaceOf(worldSeed: number, stair: number, run: EventRun): RoadPlace | null {
  if (!EVENTS[run.eventId].currencyPlaces || stair < 1) return null;
  const h = hashParts(worldSeed, 'event', run.key, stair);
  if (h % EVENT_PLACE_EVERY !== 0) return null;
  const taken = new Set(stairPlaces(worldSeed, stair).map((p) => `${p.posX}:${p.posY}`));
  const spots = ROWS.flatMap((y) => PLACE_LANES.map((x) => ({ x, y: stairBottom(stair) + y })));
  const start = (h >>> 8) % spots.length;
  for (let i = 0; i < spots.length; i += 1) {
    const spot = spots[(start + i) % spots.length]!;
    if (taken.has(`${spot.x}:${spot.y}`)) continue;
    return {
      id: placeIdOf(stair, EVENT_PLACE_INDEX),
      stair,
      index: EVENT_PLACE_INDEX,
      posX: spot.x,
      posY: spot.y,
      placeType: 'RESOURCE',
      tileSize: isWaterStair(worldSeed, stair) ? 'WATER_SMALL' : 'SMALL',
      payload: { type: 'RESOURCE', resource: 'EVENT_CURRENCY', amount: 1 + ((h >>> 16) % 3) },
      guard: null,
    };
  }
  return null;
}

/** The event places of the running events whose posY lies in [coordFrom, coordTo]. */
export function eventPlacesInRange(
  worldSeed: number,
  coordFrom: number,
  coordTo: number,
  runs: readonly EventRun[],
): RoadPlace[] {
  if (runs.length === 0 || !(coordTo >= coordFrom) || coordTo < 0) return [];
  const out: RoadPlace[] = [];
  for (let stair = stairOfCoordinate(Math.max(0, coordFrom)); stair <= stairOfCoordinate(coordTo); stair += 1) {
    for (const run of runs) {
      const place = eventPlaceOf(worldSeed, stair, run);
      if (place && place.posY >= coordFrom && place.posY <= coordTo) out.push(place);
    }
  }
  return out;
}

/** The event place with this id during one of `runs`, with the run it belongs to, or null. */
export function eventPlaceById(
  worldSeed: number,
  id: number,
  runs: readonly EventRun[],
): { place: RoadPlace; run: EventRun } | null {
  if (!Number.isSafeInteger(id) || id % PLACES_PER_STAIR !== EVENT_PLACE_INDEX) return null;
  for (const run of runs) {
    const place = eventPlaceOf(worldSeed, stairOfPlaceId(id), run);
    if (place) return { place, run };
  }
  return null;
}
