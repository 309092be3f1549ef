/**
 * The road's geometry. The road is vertical; a coordinate is a distance along it from its start
 * (0, the bottom of stair 1), growing upward. Stair s (1, 2, 3, …) covers the coordinates
 * [(s − 1) × STAIR_HEIGHT, s × STAIR_HEIGHT). A place's posY is its coordinate; posX is its
 * position across the road in the 600-wide reference canvas (§9), between ROAD_MARGIN and
 * ROAD_WIDTH − ROAD_MARGIN.
 *
 * Every stair is guarded: its guard place stands at exactly `guardCoordinate(stair)`, near the
 * stair's top, and the stair's other places lie below it, between the previous guard and this one.
 */
export const STAIR_HEIGHT = 100;
export const ROAD_WIDTH = 600;
export const ROAD_MARGIN = 60;
/** Lanes across the road (posX) where a stair's free places stand; its guard stands near the middle. */
export const PLACE_LANES = [0.1, 0.3, 0.7, 0.9].map((f) =>
  Math.round(ROAD_MARGIN + f * (ROAD_WIDTH - 2 * ROAD_MARGIN)),
);
/** How far below the top of its stair a guard stands. */
export const GUARD_OFFSET = 20;
/** Free places of a stair lie in [stair bottom + FREE_BOTTOM, stair top − FREE_TOP]. */
export const FREE_BOTTOM = 10;
export const FREE_TOP = 40;
/** The longest range `placesInRange` should be asked for at once (the server enforces it). */
export const MAX_RANGE_SPAN = 200 * STAIR_HEIGHT;

/** The stair holding `coordinate` (coordinates below 0 belong to stair 1). */
export function stairOfCoordinate(coordinate: number): number {
  return Math.max(1, Math.floor(coordinate / STAIR_HEIGHT) + 1);
}

/** The lowest coordinate of `stair`. */
export function stairBottom(stair: number): number {
  return (Math.max(1, Math.floor(stair)) - 1) * STAIR_HEIGHT;
}

/** The coordinate of the guard of `stair`: the furthest a player can walk before beating it. */
export function guardCoordinate(stair: number): number {
  return stairBottom(stair) + STAIR_HEIGHT - GUARD_OFFSET;
}
