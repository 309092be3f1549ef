import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { withPlaceAction } from './place-action.ts';
import { upsertPlaceState } from './place-state-queries.ts';
import { toPlaceDto } from './place-view.ts';

/**
 * `customPlace/scenario/marker`: sets one of the markers a CUSTOM_PLACE offers (MARKER_INVALID
 * otherwise) on the player's state of it; setting it again changes nothing.
 */
export function setScenarioMarker(ctx: AppContext, playerId: number, placeId: number, marker: string) {
  return withPlaceAction(ctx, { who: playerId, placeId, types: ['CUSTOM_PLACE'] }, async (a) => {
    if (a.place.payload.type !== 'CUSTOM_PLACE' || !a.place.payload.markers.includes(marker))
      throw new ApiError('MARKER_INVALID', { marker });
    const markers = a.state?.markers ?? [];
    const state = markers.includes(marker)
      ? a.state
      : await upsertPlaceState(a.tx, {
          playerId,
          placeId,
          now: a.now,
          patch: { markers: [...markers, marker], usedAt: a.state?.usedAt ?? a.now },
        });
    return { place: toPlaceDto(a.place, state, a.position, a.now.getTime()) };
  });
}
