import { stairOfCoordinate } from '@rol/rules/road/coordinates';
import { placesInRange } from '@rol/rules/road/places-in-range';
import type { AppContext } from '../http/app-context.ts';
import { everydayRewardStateFrom } from '../players/everyday-reward.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { toPlaceDto } from './place-view.ts';
import { eventPlacesFor, eventPlaceState } from './event-place-take.ts';
import { loadEnsureReads } from './ensure-reads.ts';
import { isStoredPosition, placesReadOf, positionFrom, storePosition } from './road-position.ts';

/**
 * `place/v3/ensure`: the places in [coordFrom, coordTo] with the player's state. A range touching
 * the world already loaded for the player (coordFrom ≤ max(loadedTo, coordinate)) extends it to
 * coordTo — so the world grows only contiguously ahead of the player — and the stored position
 * (maxCoordinate, battleStair) is refreshed.
 */
export async function ensurePlaces(ctx: AppContext, who: ActingPlayer, coordFrom: number, coordTo: number) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const touches = coordFrom <= Math.max(player.loadedTo, player.coordinate);
    const loadedTo = touches ? Math.max(player.loadedTo, coordTo) : player.loadedTo;
    const stairs = { fromStair: stairOfCoordinate(coordFrom), toStair: stairOfCoordinate(coordTo) };
    const read = await loadEnsureReads(tx, placesReadOf(player, stairs), nowMs);
    const states = read.road.states;
    const fresh = positionFrom(
      player,
      { coordinate: player.coordinate, loadedTo },
      new Set(read.road.defeatedStairs),
    );
    // The stored position is written only when it changed (most calls re-read the same range).
    const position = isStoredPosition(player, fresh) ? fresh : await storePosition(tx, player, fresh);
    const places = placesInRange(ctx.config.worldSeed, coordFrom, coordTo).map((p) =>
      toPlaceDto(p, states.get(p.id), position, nowMs, read.markers),
    );
    // The running events' currency places (road/event-place-take.ts), only within their dates.
    for (const { place, run } of eventPlacesFor(ctx, player.lang, nowMs, { coordFrom, coordTo }))
      places.push(toPlaceDto(place, eventPlaceState(states.get(place.id), run), position, nowMs));
    return {
      coordFrom,
      coordTo,
      places: places.sort((a, b) => a.posY - b.posY || a.id - b.id),
      position,
      everydayReward: everydayRewardStateFrom(player, read.everydayClaimed, nowMs),
    };
  });
}
