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

/**
 * Two ways to stand the five buildings: three rows (the hall of fame alone on top, the other four
 * two by two below it) or two (the hall between the academy and the shield, the factory and the
 * snow world below), for a band too short for three.
 */
const ARRANGEMENTS: readonly (readonly (readonly BuildingType[])[])[] = [
  [['HALL_OF_FAME'], ['EXPERIENCE', 'CLAN_SHIELD'], ['GEAR_FACTORY', 'SNOW_WORLD']],
  [['EXPERIENCE', 'HALL_OF_FAME', 'CLAN_SHIELD'], ['GEAR_FACTORY', 'SNOW_WORLD']],
];

/** Where the buildings of a row of one, two or three stand, as shares of the width. */
const COLUMNS: readonly (readonly number[])[] = [[], [0.5], [0.28, 0.72], [1 / 6, 0.5, 5 / 6]];
/** The widest building a row of one, two or three holds without two boxes touching, as a share of the width. */
const WIDEST: readonly number[] = [0, 0.44, 0.36, 0.26];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A name's line (with its outline) as a share of its font size. */
const NAME_LINE = 1.5;

/** The size of a building's name under it: at most 20 reference pixels, never below 12 game pixels. */
export function buildingFontSize(size: number, unit: number): number {
  return Math.max(12, Math.round(Math.min(20 * unit, size * 0.12)));
}

/**
 * The box a building fills, relative to its foot: from the banner over its roof (1.06 of its size
 * above the foot) down to the foot of its name (one line, a fifth of its size below the foot, under
 * the level's pips). It is the box that answers taps and the one the layer lays its button over.
 */
export function buildingTapBox(size: number, unit: number): { x: number; y: number; width: number; height: number } {
  const below = size * 0.2 + buildingFontSize(size, unit) * NAME_LINE;
  return { x: -size * 0.6, y: -size * 1.06, width: size * 1.2, height: size * 1.06 + below };
}

/** The largest building whose box and the margin under it fit a row of this height. */
function fittingSize(rowHeight: number, margin: number, unit: number): number {
  // The font grows with the size: measured at the row's largest size, it is never too small below.
  const font = buildingFontSize(rowHeight, unit);
  return (rowHeight - margin - font * NAME_LINE) / 1.26;
}

/**
 * The clan yard in the band the layer's bars leave free: the arrangement (three rows or two) that
 * gives the larger buildings, each as large as its row allows (at most 190 reference pixels wide,
 * the hall up to a fifth larger) with its name inside the row and a margin under it, so a short
 * screen (or an open building panel) shows smaller buildings rather than buildings or names hidden
 * behind the bars.
 */
export function clanYard(width: number, height: number, insets: ClanInsets, unit: number): Record<BuildingType, BuildingSpot> {
  const top = height * clamp(insets.top, 0, 0.4);
  const bottom = Math.max(height * (1 - clamp(insets.bottom, 0, 0.5)), top + 120 * unit);
  const [three, two] = ARRANGEMENTS.map((rows) => arrange(rows, width, top, bottom, unit));
  return (two!.size > three!.size ? two! : three!).spots;
}

function arrange(rows: readonly (readonly BuildingType[])[], width: number, top: number, bottom: number, unit: number) {
  const rowHeight = (bottom - top) / rows.length;
  const margin = Math.max(14 * unit, rowHeight * 0.08);
  const fit = fittingSize(rowHeight, margin, unit);
  const widest = WIDEST[Math.max(...rows.map((row) => row.length))]!;
  const size = Math.max(Math.min(fit, width * widest, 190 * unit), 48 * unit);
  const spots = {} as Record<BuildingType, BuildingSpot>;
  rows.forEach((row, r) => {
    // The hall grows into the room its neighbours leave (their boxes are 1.2 of their size wide).
    const hallRoom = row.length === 1 ? width * WIDEST[1]! : (width / row.length - size * 0.6) / 0.6;
    row.forEach((type, i) => {
      const x = width * COLUMNS[row.length]![i]!;
      const s = type === 'HALL_OF_FAME' ? Math.max(size, Math.min(size * 1.2, fit, hallRoom)) : size;
      const box = buildingTapBox(s, unit);
      // The name's foot stands the margin above the row's end; the slack goes above the roof.
      spots[type] = { x, y: top + rowHeight * (r + 1) - margin - (box.y + box.height), size: s };
    });
  });
  return { spots, size };
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
