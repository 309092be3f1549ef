import { MARKERS_MAX_COUNT } from '@rol/protocol/marker-routes';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { deletePlayerMarkers, insertPlayerMarkers, listPlayerMarkers } from './marker-queries.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { isRuneMarker } from './rune-markers.ts';

const answer = (markers: string[]) => ({ playerMarkers: markers.map((playerMarker) => ({ playerMarker })) });

/**
 * `marker/add` and `marker/addAll`: at most MARKERS_MAX_COUNT per player (MARKER_LIMIT). Rune markers
 * are taken on the road only (MARKER_INVALID).
 */
export async function addPlayerMarkers(ctx: AppContext, who: ActingPlayer, markers: string[]) {
  if (markers.some(isRuneMarker)) throw new ApiError('MARKER_INVALID');
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const playerId = player.id;
    // Read with the row locked: the markers the player holds, so their count too.
    const existing = new Set(await listPlayerMarkers(tx, playerId));
    const added = [...new Set(markers)].filter((m) => !existing.has(m));
    if (existing.size + added.length > MARKERS_MAX_COUNT)
      throw new ApiError('MARKER_LIMIT', { max: MARKERS_MAX_COUNT });
    await insertPlayerMarkers(tx, { playerId, markers: added, now });
    return answer(await listPlayerMarkers(tx, playerId));
  });
}

/** `marker/remove`: removing a marker that is not set changes nothing. */
export async function removePlayerMarker(ctx: AppContext, playerId: number, marker: string) {
  await deletePlayerMarkers(ctx.db, { playerId, markers: [marker] });
  return answer(await listPlayerMarkers(ctx.db, playerId));
}
