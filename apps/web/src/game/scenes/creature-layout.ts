import type { CreatureDto } from '@rol/protocol/player-dto';

/** Shares of the stage height the DOM covers at the top and at the bottom (`ui:insets`). */
export interface Insets {
  top: number;
  bottom: number;
}

export interface HeroBand {
  /** Centre of the hero medallion, game pixels. */
  centerY: number;
  /** The medallion's diameter. */
  size: number;
  /** Where the dais stands (just under the medallion). */
  floor: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where the creature scene draws its hero: in the band the hero page leaves free between its top bar
 * and its sheet, as large as the band allows (at most 230 reference pixels, at least 72), so a short
 * phone shows a smaller hero rather than one hidden behind the page.
 */
export function heroBand(height: number, insets: Insets, unit: number): HeroBand {
  const top = height * clamp(insets.top, 0, 0.5);
  const bottom = Math.max(height * (1 - clamp(insets.bottom, 0, 0.85)), top + 40 * unit);
  const free = bottom - top;
  const size = clamp(free * 0.62, 72 * unit, 230 * unit);
  const centerY = top + free * 0.48;
  return { centerY, size, floor: Math.min(centerY + size * 0.55, bottom) };
}

/** What the scene draws of a hero: it redraws only when this changes. */
export function creatureLookSignature(creature: CreatureDto | undefined): string {
  if (!creature) return '';
  return [
    creature.id,
    creature.imageId,
    creature.warriorClass,
    creature.faction,
    creature.level,
    creature.rank,
  ].join(':');
}
