import type { PlaceType, TileSize } from '../content/places.ts';
import { SCRIPTS, TALKERS, type ScriptId, type TalkerId } from '../content/story.ts';
import { hashParts, seedFor } from '../random/hash.ts';
import { rngCursor, type RngCursor } from '../random/rng-cursor.ts';
import {
  FREE_BOTTOM,
  FREE_TOP,
  guardCoordinate,
  PLACE_LANES,
  ROAD_WIDTH,
  stairBottom,
  STAIR_HEIGHT,
} from './coordinates.ts';
import { freePayload, freePlaceWeights, portalPayload, PORTAL_EVERY } from './free-place-payloads.ts';
import { guardGroup } from './monster-groups.ts';
import { placeIdOf, type PlacePayload, type RoadPlace } from './road-place.ts';

const SCRIPT_BY_STAIR = new Map<number, ScriptId>(
  Object.entries(SCRIPTS).map(([id, s]) => [s.stair, id as ScriptId]),
);
const TALKER_BY_STAIR = new Map<number, TalkerId>(
  Object.entries(TALKERS).map(([id, t]) => [t.stair, id as TalkerId]),
);

/** Rows within a stair where free places may stand, one per lane (no two share a slot). */
const ROWS = [0, 0.5, 1].map((f) => Math.round(FREE_BOTTOM + f * (STAIR_HEIGHT - FREE_BOTTOM - FREE_TOP)));
/** Stairs come in bands of this many; some bands run along water. */
const WATER_BAND = 20;

/** True when the road crosses water on `stair` (whole bands of 20 stairs, about one in eight). */
export function isWaterStair(worldSeed: number, stair: number): boolean {
  const band = Math.floor((stair - 1) / WATER_BAND);
  return band > 0 && hashParts(worldSeed, 'water', band) % 8 === 0;
}

function tileFor(placeType: PlaceType, water: boolean): TileSize {
  const big =
    placeType === 'PORTAL' ||
    placeType === 'SCRIPT' ||
    placeType === 'CUSTOM_PLACE' ||
    placeType === 'GAINABLE';
  if (water) return big ? 'WATER_BIG' : 'WATER_SMALL';
  return big ? 'BIG' : 'SMALL';
}

/** Distinct free slots (lane, row) for `count` places, shuffled by `rng`. */
function takeSlots(count: number, rng: RngCursor): { x: number; y: number }[] {
  const slots: { x: number; y: number }[] = [];
  for (const y of ROWS) for (const x of PLACE_LANES) slots.push({ x, y });
  for (let i = slots.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    const a = slots[i];
    const b = slots[j];
    if (a && b) [slots[i], slots[j]] = [b, a];
  }
  return slots.slice(0, count);
}

/**
 * Every place of `stair` (≥ 1), the same for every player: the guard at index 0, then fixed story
 * places and portals, then 0 to 3 scattered places. Ids, positions and payloads depend only on
 * (worldSeed, stair).
 */
export function stairPlaces(worldSeed: number, stair: number): RoadPlace[] {
  const rng = rngCursor(seedFor(worldSeed, stair, 0));
  const water = isWaterStair(worldSeed, stair);
  const bottom = stairBottom(stair);
  const jitter = rng.int(-40, 40);
  const group = guardGroup(worldSeed, stair);
  const places: RoadPlace[] = [
    {
      id: placeIdOf(stair, 0),
      stair,
      index: 0,
      posX: ROAD_WIDTH / 2 + jitter,
      posY: guardCoordinate(stair),
      placeType: 'CUSTOM_PLACE',
      tileSize: water ? 'WATER_BIG' : 'BIG',
      payload: { type: 'CUSTOM_PLACE', scenario: group.boss ? 'boss_lair' : 'lair', markers: [] },
      guard: group,
    },
  ];

  const payloads: PlacePayload[] = [];
  const script = SCRIPT_BY_STAIR.get(stair);
  if (script) payloads.push({ type: 'SCRIPT', scriptId: script });
  const talker = TALKER_BY_STAIR.get(stair);
  if (talker) payloads.push({ type: 'TALKER', talkerId: talker });
  if (stair % PORTAL_EVERY === 0) payloads.push(portalPayload(stair));
  const free = rng.weighted([
    { item: 0, weight: 20 },
    { item: 1, weight: 40 },
    { item: 2, weight: 30 },
    { item: 3, weight: 10 },
  ]);
  for (let i = 0; i < (free ?? 0); i += 1) {
    payloads.push(freePayload(rng.weighted(freePlaceWeights(stair)) ?? 'RESOURCE', stair, rng));
  }

  const slots = takeSlots(payloads.length, rng);
  payloads.forEach((payload, i) => {
    const slot = slots[i] ?? { x: ROAD_WIDTH / 2, y: FREE_BOTTOM };
    const index = i + 1;
    places.push({
      id: placeIdOf(stair, index),
      stair,
      index,
      posX: slot.x,
      posY: bottom + slot.y,
      placeType: payload.type,
      tileSize: tileFor(payload.type, water),
      payload,
      guard: null,
    });
  });
  return places;
}
