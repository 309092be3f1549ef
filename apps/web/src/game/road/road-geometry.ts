import { STAIR_HEIGHT } from '@rol/rules/road/coordinates';

/**
 * Where the road is drawn (reference pixels of the 600-wide world, docs/architecture.md, "Art and sound"). The road climbs up
 * the screen: a coordinate c sits at world y = −c × PX_PER_COORD × unit, and a place's posX (0..600)
 * is its x across the road, shifted by the road's gentle sway at its height. The scene, the
 * accessible place layer and the tap handling all use these functions, so what is drawn, what is
 * clicked and where the squad walks always agree.
 */
export const PX_PER_COORD = 2.2;
/** One stair on screen, in reference pixels. */
export const STAIR_PX = STAIR_HEIGHT * PX_PER_COORD;
/** The squad stands at this share of the screen height from the top (more road ahead than behind). */
export const PLAYER_SCREEN_Y = 0.68;
/** Half of the road's walkable width and the sway amplitude, reference pixels. */
export const ROAD_HALF_WIDTH = 255;
/** The road's sideways sway either way, reference pixels. */
export const SWAY_PX = 26;

/** The road's sideways sway at `coordinate` (reference pixels from the centre line). */
export function roadSway(coordinate: number): number {
  return Math.sin((coordinate / STAIR_HEIGHT) * 0.55) * SWAY_PX;
}

/** World y (game pixels) of a coordinate. */
export function worldY(coordinate: number, unit: number): number {
  return -coordinate * PX_PER_COORD * unit;
}

/** The coordinate at world y (game pixels): the inverse of `worldY`. */
export function coordinateAtWorldY(y: number, unit: number): number {
  return -y / (PX_PER_COORD * unit);
}

/** World x (game pixels) of a point `posX` across the road at `coordinate`. */
export function worldX(posX: number, coordinate: number, unit: number): number {
  return (posX + roadSway(coordinate)) * unit;
}

/** The reference posX of world x at `coordinate`, kept on the road. */
export function posXAtWorldX(x: number, coordinate: number, unit: number): number {
  const posX = x / unit - roadSway(coordinate);
  return Math.max(300 - ROAD_HALF_WIDTH, Math.min(300 + ROAD_HALF_WIDTH, posX));
}

/** The camera's scrollY that puts `coordinate` at PLAYER_SCREEN_Y of a screen `gameHeight` tall. */
export function cameraScrollFor(coordinate: number, unit: number, gameHeight: number): number {
  return worldY(coordinate, unit) - gameHeight * PLAYER_SCREEN_Y;
}

/**
 * §9 "virtual window height": how many road coordinates one screen shows.
 */
export function virtualWindowHeight(gameHeight: number, unit: number): number {
  return gameHeight / (PX_PER_COORD * Math.max(unit, 1e-6));
}

/** The coordinates visible on screen with the camera at `scrollY` (with `margin` coordinates around). */
export function visibleCoordinates(
  scrollY: number,
  gameHeight: number,
  unit: number,
  margin = 0,
): { from: number; to: number } {
  return {
    from: coordinateAtWorldY(scrollY + gameHeight, unit) - margin,
    to: coordinateAtWorldY(scrollY, unit) + margin,
  };
}

export type MoveSpeedMode = 'DEFAULT_MODE' | 'DOUBLED_MODE';

/** Walking speed in coordinates per second: a stair in about 0.6 s, twice as fast when doubled. */
export const WALK_SPEED: Record<MoveSpeedMode, number> = { DEFAULT_MODE: 170, DOUBLED_MODE: 340 };
const MIN_WALK_MS = 180;
const MAX_WALK_MS = 6000;

/**
 * How long the squad walks between two points (coordinates along the road, reference pixels
 * across it): the longer of the two distances at the mode's speed, bounded so a short step still
 * shows and a long one does not bore.
 */
export function walkDurationMs(
  from: { coordinate: number; posX: number },
  to: { coordinate: number; posX: number },
  mode: MoveSpeedMode,
): number {
  const along = Math.abs(to.coordinate - from.coordinate);
  const across = Math.abs(to.posX - from.posX) / PX_PER_COORD;
  const distance = Math.hypot(along, across);
  if (distance < 0.5) return 0;
  const ms = (distance / WALK_SPEED[mode]) * 1000;
  return Math.round(Math.max(MIN_WALK_MS, Math.min(MAX_WALK_MS, ms)));
}
