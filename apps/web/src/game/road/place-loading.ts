import type { CoordRange } from '../../stores/road-store.ts';

/**
 * §9 road place loading, as pure rules the road controller follows:
 * - places are kept loaded at least LOAD_AHEAD (≈1.1) virtual window heights ahead of the player;
 * - when less than that remains, the range is refilled up to REFILL_TO (≈1.6) window heights ahead,
 *   so a walking player triggers a load only every half window or so;
 * - below the player, LOAD_BEHIND of a window is loaded (the screen shows about a third of one);
 * - places more than DROP_BEHIND coordinates behind the player are dropped;
 * - artifact images are shown up to ARTIFACT_IMAGE_RANGE stairs beyond the max stair.
 */
export const LOAD_AHEAD = 1.1;
export const REFILL_TO = 1.6;
export const LOAD_BEHIND = 0.5;
export const DROP_BEHIND = 1000;
export const ARTIFACT_IMAGE_RANGE = 3;

/**
 * The range to ensure next, or null when what is loaded already covers the player. Only the
 * missing part is asked for when it joins what is loaded; a jump elsewhere (turn, teleport,
 * portal) loads a fresh range around the new coordinate.
 */
export function rangeToLoad(
  coordinate: number,
  windowHeight: number,
  loaded: CoordRange | null,
): CoordRange | null {
  const needFrom = Math.max(0, Math.floor(coordinate - LOAD_BEHIND * windowHeight));
  const needTo = Math.ceil(coordinate + LOAD_AHEAD * windowHeight);
  const refillTo = Math.ceil(coordinate + REFILL_TO * windowHeight);
  if (loaded === null || loaded.from > needFrom || loaded.to < needFrom)
    return { from: needFrom, to: refillTo };
  if (loaded.to >= needTo) return null;
  return { from: loaded.to, to: refillTo };
}

/** What is loaded after a range arrives: one range when they touch, otherwise just the new one. */
export function mergeRange(loaded: CoordRange | null, fetched: CoordRange): CoordRange {
  if (loaded === null || fetched.from > loaded.to || fetched.to < loaded.from) return { ...fetched };
  return { from: Math.min(loaded.from, fetched.from), to: Math.max(loaded.to, fetched.to) };
}

/** The lowest coordinate still kept with the player at `coordinate`. */
export function keepFrom(coordinate: number): number {
  return coordinate - DROP_BEHIND;
}

/** Places still kept: none more than DROP_BEHIND behind the player. */
export function dropBehind<T extends { posY: number }>(places: readonly T[], coordinate: number): T[] {
  const limit = keepFrom(coordinate);
  return places.filter((place) => place.posY >= limit);
}

/** The loaded range after dropping what lies too far behind. */
export function trimRange(loaded: CoordRange | null, coordinate: number): CoordRange | null {
  if (loaded === null) return null;
  const from = Math.max(loaded.from, Math.floor(keepFrom(coordinate)));
  return from > loaded.to ? null : { from, to: loaded.to };
}

/** The highest stair whose artifact images are shown: ARTIFACT_IMAGE_RANGE beyond the max stair. */
export function artifactImageMaxStair(maxStair: number): number {
  return Math.max(1, Math.floor(maxStair)) + ARTIFACT_IMAGE_RANGE;
}

/** Whether an artifact lying on `stair` shows its own image (beyond the range it shows a closed chest). */
export function showsArtifactImage(stair: number, imageMaxStair: number): boolean {
  return stair <= imageMaxStair;
}

/** The artifact image limit of a player: the server's artifactImageMaxStair, or 3 beyond the max stair reached. */
export function imageMaxStairOf(info: {
  artifactImageMaxStair: number;
  player: { stair: number; bestVictoryStair: number };
}): number {
  return Math.max(
    info.artifactImageMaxStair,
    artifactImageMaxStair(Math.max(info.player.stair, info.player.bestVictoryStair)),
  );
}
