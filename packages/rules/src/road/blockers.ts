import { guardCoordinate, stairOfCoordinate } from './coordinates.ts';
import type { RoadPlace } from './road-place.ts';

/** Whether the player has beaten the guard of a place (their own per-player state). */
export type IsDefeated = (placeId: number) => boolean;

/**
 * The first place at or ahead of `coordinate` whose guard is not defeated: the player cannot walk
 * past it (docs/architecture.md, "Game design baseline"). Null when none of `places` blocks.
 */
export function nextBlocker(
  places: readonly RoadPlace[],
  coordinate: number,
  isDefeated: IsDefeated,
): RoadPlace | null {
  let best: RoadPlace | null = null;
  for (const place of places) {
    if (place.guard === null || place.posY < coordinate || isDefeated(place.id)) continue;
    if (best === null || place.posY < best.posY || (place.posY === best.posY && place.id < best.id))
      best = place;
  }
  return best;
}

/**
 * The highest coordinate the player may reach from `coordinate` (§3 maxCoordinate): the next
 * blocker's coordinate, or `loadedTo` (the end of the world loaded for them) when nothing blocks
 * before it. `places` must cover [coordinate, loadedTo].
 */
export function maxCoordinateAllowed(
  places: readonly RoadPlace[],
  coordinate: number,
  isDefeated: IsDefeated,
  loadedTo: number,
): number {
  const blocker = nextBlocker(places, coordinate, isDefeated);
  return blocker === null ? loadedTo : Math.min(blocker.posY, loadedTo);
}

/**
 * Where a move from `from` towards `to` ends: never below `minCoordinate`, never past
 * `maxCoordinateAllowed`. Moving back down is always allowed.
 */
export function clampMove(
  places: readonly RoadPlace[],
  from: number,
  to: number,
  isDefeated: IsDefeated,
  limits: { minCoordinate: number; loadedTo: number },
): number {
  const max = maxCoordinateAllowed(places, from, isDefeated, limits.loadedTo);
  return Math.max(limits.minCoordinate, Math.min(to, Math.max(from, max)));
}

/**
 * Stair of the next guard not yet beaten (§3 battleStair), scanning up from `coordinate` without
 * generating places: every stair has its guard at `guardCoordinate`, whose place id is
 * `placeIdOf(stair, 0)`. `isStairGuardDefeated` answers per stair; the scan stops after `limit`.
 */
export function battleStairFrom(
  coordinate: number,
  isStairGuardDefeated: (stair: number) => boolean,
  limit = 10_000,
): number {
  let stair = stairOfCoordinate(coordinate);
  if (guardCoordinate(stair) < coordinate) stair += 1;
  for (let i = 0; i < limit && isStairGuardDefeated(stair); i += 1) stair += 1;
  return stair;
}
