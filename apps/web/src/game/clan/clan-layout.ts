import type { BuildingType } from '@rol/rules/clans/clan-buildings';
import type { IconName } from '../../art/icons.ts';
import { BIOMES, type Biome } from '../biomes.ts';

/** Shares of the stage height the clan layer's bars cover at the top and at the bottom (`ui:insets`). */
export interface ClanInsets {
  top: number;
  bottom: number;
}

/** Where one building stands: its foot's centre and its width, in game pixels. */
export interface BuildingSpot {
  x: number;
  y: number;
  size: number;
}

/** The hall of fame crowns the yard; the other four stand two by two below it. */
const ROWS: readonly (readonly BuildingType[])[] = [['HALL_OF_FAME'], ['EXPERIENCE', 'CLAN_SHIELD'], ['GEAR_FACTORY', 'SNOW_WORLD']];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The clan yard: three rows in the band the layer's bars leave free, each building as large as its
 * row allows (at most 190 reference pixels wide, the hall a fifth larger), so a short screen shows
 * smaller buildings rather than buildings hidden behind the bars.
 */
export function clanYard(width: number, height: number, insets: ClanInsets, unit: number): Record<BuildingType, BuildingSpot> {
  const top = height * clamp(insets.top, 0, 0.4);
  const bottom = Math.max(height * (1 - clamp(insets.bottom, 0, 0.5)), top + 120 * unit);
  const rowHeight = (bottom - top) / ROWS.length;
  // A building is about as tall as wide, with its name and level under it (a third more).
  const size = clamp(Math.min(rowHeight * 0.72, width * 0.36), 48 * unit, 190 * unit);
  const spots = {} as Record<BuildingType, BuildingSpot>;
  ROWS.forEach((row, r) => {
    const foot = top + rowHeight * (r + 1) - rowHeight * 0.24;
    row.forEach((type, i) => {
      const x = row.length === 1 ? width / 2 : width * (i === 0 ? 0.28 : 0.72);
      spots[type] = { x, y: foot, size: type === 'HALL_OF_FAME' ? Math.min(size * 1.2, rowHeight * 0.8) : size };
    });
  });
  return spots;
}

/** The emblem on each building's front. */
export const BUILDING_ICONS: Record<BuildingType, IconName> = {
  EXPERIENCE: 'spell-book',
  CLAN_SHIELD: 'checked-shield',
  SNOW_WORLD: 'snowflake-2',
  GEAR_FACTORY: 'cog',
  HALL_OF_FAME: 'laurels',
};

/** The roof colour of each building. */
export const BUILDING_COLORS: Record<BuildingType, string> = {
  EXPERIENCE: '#4f7d3a',
  CLAN_SHIELD: '#3d5f9a',
  SNOW_WORLD: '#7fa6c9',
  GEAR_FACTORY: '#8a5a2b',
  HALL_OF_FAME: '#9e2f26',
};

/** The clan's banner colour by its theme (1..8). */
const THEME_COLORS = ['#9e2f26', '#2f5f9e', '#3b7a3a', '#8a4fb0', '#c07a1e', '#2a8a86', '#6b6b6b', '#b0306a'] as const;

export function themeColor(theme: number): string {
  return THEME_COLORS[(((Math.floor(theme) - 1) % THEME_COLORS.length) + THEME_COLORS.length) % THEME_COLORS.length]!;
}

/** The sky over the yard follows the theme too, cycling through the road's biomes. */
export function themeBiome(theme: number): Biome {
  const index = (((Math.floor(theme) - 1) % BIOMES.length) + BIOMES.length) % BIOMES.length;
  return BIOMES[index]!;
}

/** What the scene draws of the clan: it redraws only when this changes. */
export function clanViewSignature(view: { name: string; level: number; theme: number; buildings: { type: string; level: number; processing: boolean }[] } | null): string {
  if (!view) return '';
  return [view.name, view.level, view.theme, ...view.buildings.map((b) => `${b.type}:${b.level}:${b.processing ? 1 : 0}`)].join('|');
}
