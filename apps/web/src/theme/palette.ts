/**
 * The one palette (docs/architecture.md, "Art and sound"), used by React through CSS variables and by Phaser through
 * `colorNumber`. Dark-fantasy storybook: night blue and moss, parchment and gold, torch light.
 */
export const palette = {
  night: '#0b1020',
  nightDeep: '#060912',
  nightMid: '#17213d',
  nightHigh: '#2a3966',
  moss: '#3b5a3a',
  mossDark: '#1d2f22',
  parchment: '#f1e2bf',
  parchmentDeep: '#dcc493',
  parchmentEdge: '#b89a63',
  ink: '#2b1d10',
  inkSoft: '#6a5236',
  gold: '#d8a53f',
  goldLight: '#f6d98a',
  goldDark: '#8a6320',
  torch: '#ffb54d',
  ember: '#ff7b2e',
  blood: '#9e2f26',
  bloodLight: '#d2553f',
  stone: '#8e8a80',
  stoneLight: '#bdb6a6',
  stoneDark: '#4a4740',
  stoneDeep: '#2a2925',
  factionSun: '#e3b23c',
  factionMoon: '#8fb4dc',
  factionShadow: '#9360cc',
  factionNone: '#9a968c',
  exp: '#7fd36a',
  good: '#7cc8ff',
  evil: '#ff6b5c',
  snow: '#eef4ff',
  cloud: '#c9d3ea',
  white: '#ffffff',
} as const;

export type PaletteColor = keyof typeof palette;

/** `#rrggbb` → 0xrrggbb for Phaser. */
export function colorNumber(hex: string): number {
  return Number.parseInt(hex.slice(1), 16);
}

/** `nightMid` → `--rol-night-mid`. */
export function cssVariableName(name: PaletteColor): string {
  return `--rol-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

export function paletteCssVariables(): Record<string, string> {
  return Object.fromEntries(Object.entries(palette).map(([name, value]) => [cssVariableName(name as PaletteColor), value]));
}
