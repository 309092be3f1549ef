import { PLACE_REACH } from '@rol/protocol/place-routes';
import { stairOfCoordinate } from '@rol/rules/road/coordinates';
import { PORTAL_EVERY } from '@rol/rules/road/free-place-payloads';
import { placeById } from '@rol/rules/road/places-in-range';
import { stairOfPlaceId, type RoadPlace } from '@rol/rules/road/road-place';
import { stairPlaces } from '@rol/rules/road/stair-places';
import type { DbOrTx } from '../db/database.ts';
import { listUsedPlaceIds, markPlacesUsed } from './place-state-queries.ts';

/** The PORTAL place of `stair`, if it has one. */
export function portalOfStair(worldSeed: number, stair: number): RoadPlace | null {
  if (stair < 1 || stair % PORTAL_EVERY !== 0) return null;
  return stairPlaces(worldSeed, stair).find((p) => p.placeType === 'PORTAL') ?? null;
}

/** Portals whose posY lies within PLACE_REACH of [from, to] (a walk passes or ends by them). */
export function portalsAlong(worldSeed: number, from: number, to: number): RoadPlace[] {
  const lo = Math.min(from, to) - PLACE_REACH;
  const hi = Math.max(from, to) + PLACE_REACH;
  const out: RoadPlace[] = [];
  const first = Math.ceil(stairOfCoordinate(lo) / PORTAL_EVERY) * PORTAL_EVERY;
  for (let stair = first; stair <= stairOfCoordinate(hi); stair += PORTAL_EVERY) {
    const portal = portalOfStair(worldSeed, stair);
    if (portal && portal.posY >= lo && portal.posY <= hi) out.push(portal);
  }
  return out;
}

/** Remembers that the player has been at these portals (teleport targets). */
export async function visitPortals(
  db: DbOrTx,
  params: { playerId: number; portals: RoadPlace[]; now: Date },
): Promise<void> {
  await markPlacesUsed(db, {
    playerId: params.playerId,
    placeIds: params.portals.map((p) => p.id),
    now: params.now,
  });
}

/** The portals the player has visited, lowest first. */
export async function listVisitedPortals(
  db: DbOrTx,
  worldSeed: number,
  playerId: number,
): Promise<RoadPlace[]> {
  const ids = await listUsedPlaceIds(db, playerId);
  return ids
    .filter((id) => stairOfPlaceId(id) % PORTAL_EVERY === 0)
    .map((id) => placeById(worldSeed, id))
    .filter((p): p is RoadPlace => p !== null && p.placeType === 'PORTAL');
}
