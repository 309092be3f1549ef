import { MARKERS_MAX_COUNT } from '@rol/protocol/marker-routes';
import { insertArtifactItem } from '../artifacts/artifact-queries.ts';
import { artifactDtoOf } from '../artifacts/artifact-service.ts';
import { addBackpackItem } from '../backpack/backpack-queries.ts';
import { loadBackpackDto } from '../backpack/backpack-view.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { countPlayerMarkers, insertPlayerMarkers, listPlayerMarkers } from '../players/marker-queries.ts';
import { runeMarker } from '../players/rune-markers.ts';
import { withPlaceAction } from './place-action.ts';
import { takeOnce } from './take-places.ts';

/** `artifactPlace/{id}/take`: the place's artifact joins the player's storage (source `place:<id>`), once. */
export function takeArtifactPlace(ctx: AppContext, who: ActingPlayer, placeId: number) {
  return withPlaceAction(ctx, { who, placeId, types: ['ARTIFACT'] }, async (a) => {
    if (a.place.payload.type !== 'ARTIFACT') throw new ApiError('PLACE_WRONG_TYPE');
    const { artifactId, level } = a.place.payload;
    const place = await takeOnce(a);
    const row = await insertArtifactItem(a.tx, {
      playerId: a.player.id,
      artifactId,
      level,
      source: `place:${placeId}`,
      acquiredAt: a.now,
    });
    return { place, artifact: artifactDtoOf(row) };
  });
}

/** `consumablePlace/{id}/take`: the place's consumables join the backpack, once. */
export function takeConsumablePlace(ctx: AppContext, who: ActingPlayer, placeId: number) {
  return withPlaceAction(ctx, { who, placeId, types: ['CONSUMABLE'] }, async (a) => {
    if (a.place.payload.type !== 'CONSUMABLE') throw new ApiError('PLACE_WRONG_TYPE');
    const { consumableId, count } = a.place.payload;
    const place = await takeOnce(a);
    await addBackpackItem(a.tx, { playerId: a.player.id, consumableId, count });
    return { place, consumableId, count, backpack: await loadBackpackDto(a.tx, a.player) };
  });
}

/**
 * `runePlace/{id}/take`: the rune becomes a player marker (`rune:<runeId>:<placeId>`) that the next
 * battle carries and uses up, once; MARKER_LIMIT (the place stays untaken) when the markers are full.
 */
export function takeRunePlace(ctx: AppContext, who: ActingPlayer, placeId: number) {
  return withPlaceAction(ctx, { who, placeId, types: ['RUNE'] }, async (a) => {
    if (a.place.payload.type !== 'RUNE') throw new ApiError('PLACE_WRONG_TYPE');
    const { runeId } = a.place.payload;
    const place = await takeOnce(a);
    if ((await countPlayerMarkers(a.tx, a.player.id)) >= MARKERS_MAX_COUNT)
      throw new ApiError('MARKER_LIMIT', { max: MARKERS_MAX_COUNT });
    await insertPlayerMarkers(a.tx, {
      playerId: a.player.id,
      markers: [runeMarker(runeId, placeId)],
      now: a.now,
    });
    const markers = await listPlayerMarkers(a.tx, a.player.id);
    return { place, runeId, playerMarkers: markers.map((playerMarker) => ({ playerMarker })) };
  });
}
