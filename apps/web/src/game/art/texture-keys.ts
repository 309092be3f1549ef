import type { IconName } from '../../art/icons.ts';

/** Icons are loaded white so any tint paints them. */
export function iconKey(name: IconName): string {
  return `icon:${name}`;
}

export const ICON_TEXTURE_SIZE = 160;

export const FONT_TITLE = 'Philosopher, "PT Serif", serif';
export const FONT_TEXT = '"PT Serif", Georgia, serif';
