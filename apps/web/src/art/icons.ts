import { ICON_BODIES } from './icon-bodies.generated.ts';

export type IconName = keyof typeof ICON_BODIES;

/** Every icon the game carries. */
export const ICON_NAMES = Object.keys(ICON_BODIES) as IconName[];

/** game-icons.net draws on a 512 × 512 grid. */
export const ICON_VIEWBOX = '0 0 512 512';

export function iconBody(name: IconName): string {
  return ICON_BODIES[name];
}

/** A standalone SVG of one icon painted `color` (for Phaser textures). */
export function iconSvg(name: IconName, color: string, size = 128): string {
  const body = ICON_BODIES[name].replaceAll('currentColor', color);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${ICON_VIEWBOX}">${body}</svg>`;
}

/** Base64, as Phaser's loader decodes data addresses with `atob`. The SVG text is ASCII. */
export function iconDataUri(name: IconName, color: string, size = 128): string {
  return `data:image/svg+xml;base64,${btoa(iconSvg(name, color, size))}`;
}
