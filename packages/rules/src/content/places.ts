/** §3 place types on the road. */
export const PLACE_TYPES = [
  'RESOURCE',
  'CUSTOM_PLACE',
  'ARTIFACT',
  'RUNE',
  'CONSUMABLE',
  'POINTER',
  'TURN',
  'GAINABLE',
  'SCRIPT',
  'PORTAL',
  'SKILL',
  'TALKER',
] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

/** §3 tile sizes of a place's plinth. */
export const TILE_SIZES = ['SMALL', 'BIG', 'WATER_SMALL', 'WATER_BIG'] as const;
export type TileSize = (typeof TILE_SIZES)[number];

export function isPlaceType(value: string): value is PlaceType {
  return (PLACE_TYPES as readonly string[]).includes(value);
}
