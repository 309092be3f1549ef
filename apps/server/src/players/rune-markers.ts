import { isRuneId, type RuneId } from '@rol/rules/content/runes';
import type { Tx } from '../db/database.ts';
import { deletePlayerMarkers } from './marker-queries.ts';

/**
 * Runes taken on the road are player markers `rune:<runeId>:<placeId>` (one per place, so two runes
 * of a kind are two markers). Only the server writes them: `marker/add` refuses the prefix.
 */
export const RUNE_MARKER_PREFIX = 'rune:';

export function runeMarker(runeId: RuneId, placeId: number): string {
  return `${RUNE_MARKER_PREFIX}${runeId}:${placeId}`;
}

/** The rune of a rune marker; null for any other marker. */
export function runeOfMarker(marker: string): RuneId | null {
  if (!marker.startsWith(RUNE_MARKER_PREFIX)) return null;
  const runeId = marker.slice(RUNE_MARKER_PREFIX.length).split(':')[0] ?? '';
  return isRuneId(runeId) ? runeId : null;
}

export function isRuneMarker(marker: string): boolean {
  return marker.startsWith(RUNE_MARKER_PREFIX);
}

/**
 * The runes the player carries into a battle starting now (of `held`, the player's markers as read
 * in the battle's transaction), used up: their markers are deleted in that transaction (no
 * statement when there are none).
 */
export async function takeRuneMarkers(tx: Tx, playerId: number, held: readonly string[]): Promise<RuneId[]> {
  const markers = held.filter(isRuneMarker);
  await deletePlayerMarkers(tx, { playerId, markers });
  return markers.map(runeOfMarker).filter((r): r is RuneId => r !== null);
}
