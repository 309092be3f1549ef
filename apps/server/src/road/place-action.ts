import type { RoadPositionDto } from '@rol/protocol/place-dto';
import type { PlaceType } from '@rol/rules/content/places';
import { placeById } from '@rol/rules/road/places-in-range';
import type { RoadPlace } from '@rol/rules/road/road-place';
import type { Tx } from '../db/database.ts';
import type { PlayerPlaceRow } from '../db/schema/player-places.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { isInReach } from './place-view.ts';
import { roadPositionAndPlaceState } from './road-position.ts';

export interface PlaceAction {
  tx: Tx;
  player: PlayerRow;
  place: RoadPlace;
  state: PlayerPlaceRow | null;
  position: RoadPositionDto;
  now: Date;
}

/** The place `placeId` of one of `types` (PLACE_NOT_FOUND, PLACE_WRONG_TYPE otherwise). */
export function requirePlace(ctx: AppContext, placeId: number, types: readonly PlaceType[]): RoadPlace {
  const place = placeById(ctx.config.worldSeed, placeId);
  if (!place) throw new ApiError('PLACE_NOT_FOUND', { placeId });
  if (!types.includes(place.placeType))
    throw new ApiError('PLACE_WRONG_TYPE', { placeId, placeType: place.placeType });
  return place;
}

/**
 * One action on a road place, in one transaction: locks the player's row (one action at a time per
 * player), refuses during a battle, finds the place and checks its type and (unless `reach: false`)
 * that it is within reach, then runs `action` with the player's state of the place.
 */
export async function withPlaceAction<T>(
  ctx: AppContext,
  params: { who: ActingPlayer; placeId: number; types: readonly PlaceType[]; reach?: boolean },
  action: (a: PlaceAction) => Promise<T>,
): Promise<T> {
  const place = requirePlace(ctx, params.placeId, params.types);
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, params.who, async (tx, player) => {
    if (player.battleId !== null) throw new ApiError('PLAYER_IN_BATTLE', { battleId: player.battleId });
    const { position, state } = await roadPositionAndPlaceState(tx, player, place.id);
    if (params.reach !== false && !isInReach(place, position))
      throw new ApiError('PLACE_NOT_IN_REACH', {
        placeId: place.id,
        posY: place.posY,
        coordinate: position.coordinate,
        maxCoordinate: position.maxCoordinate,
      });
    return action({ tx, player, place, state, position, now });
  });
}
