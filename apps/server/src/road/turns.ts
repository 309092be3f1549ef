import { PLACE_REACH } from '@rol/protocol/place-routes';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { withPlaceAction } from './place-action.ts';
import { upsertPlaceState } from './place-state-queries.ts';
import { toPlaceDto } from './place-view.ts';
import { blockerCoordinate, relocatePlayer } from './road-position.ts';

/**
 * `turn/{id}/use`: the player at a TURN (in reach) follows it to its targetCoordinate, which the
 * generator keeps below the stair's guard; the server still refuses one past the next blocker
 * (ROAD_BLOCKED). The turn remembers where the player came from; contextId changes.
 */
export function useTurn(ctx: AppContext, playerId: number, placeId: number) {
  return withPlaceAction(ctx, { who: playerId, placeId, types: ['TURN'] }, async (a) => {
    if (a.place.payload.type !== 'TURN') throw new ApiError('PLACE_WRONG_TYPE');
    const target = a.place.payload.targetCoordinate;
    if (target > blockerCoordinate(a.position))
      throw new ApiError('ROAD_BLOCKED', { maxCoordinate: a.position.maxCoordinate });
    const state = await upsertPlaceState(a.tx, {
      playerId,
      placeId,
      now: a.now,
      patch: { usedAt: a.state?.usedAt ?? a.now, turnFrom: a.position.coordinate },
    });
    const moved = await relocatePlayer(a.tx, a.player, target);
    return { place: toPlaceDto(a.place, state, moved.position, a.now.getTime()), position: moved.position };
  });
}

/**
 * `turn/back/{id}`: back from a TURN taken before (TURN_NOT_USED otherwise) to the turn's own posY.
 * The player must still be near the turn's end (PLACE_NOT_IN_REACH), so it never carries anyone
 * back up the road from elsewhere.
 */
export function turnBack(ctx: AppContext, playerId: number, placeId: number) {
  return withPlaceAction(ctx, { who: playerId, placeId, types: ['TURN'], reach: false }, async (a) => {
    if (a.place.payload.type !== 'TURN') throw new ApiError('PLACE_WRONG_TYPE');
    if (a.state?.turnFrom == null) throw new ApiError('TURN_NOT_USED', { placeId });
    if (Math.abs(a.position.coordinate - a.place.payload.targetCoordinate) > PLACE_REACH)
      throw new ApiError('PLACE_NOT_IN_REACH', { placeId, coordinate: a.position.coordinate });
    const state = await upsertPlaceState(a.tx, { playerId, placeId, now: a.now, patch: { turnFrom: null } });
    const moved = await relocatePlayer(a.tx, a.player, a.place.posY);
    return { place: toPlaceDto(a.place, state, moved.position, a.now.getTime()), position: moved.position };
  });
}
