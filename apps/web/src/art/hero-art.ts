import type { Faction } from '@rol/rules/content/factions';
import { palette } from '../theme/palette.ts';
import type { IconName } from './icons.ts';

/** The drawing of a hero image id: the icon in the medallion. */
const IMAGE_ICONS: Record<string, IconName> = {
  hero_knight_m: 'black-knight-helm',
  hero_knight_f: 'swordwoman',
  hero_ranger_m: 'bowman',
  hero_ranger_f: 'hood',
  hero_sorcerer_m: 'wizard-face',
  hero_sorcerer_f: 'witch-face',
  companion_wolf: 'wolf-head',
  companion_golem: 'rock-golem',
  companion_dryad: 'tree-face',
};

/** Image ids from later content fall back to a hooded wanderer until their drawing exists. */
export const FALLBACK_HERO_ICON: IconName = 'cowled';

export function heroIcon(imageId: string): IconName {
  return IMAGE_ICONS[imageId] ?? FALLBACK_HERO_ICON;
}

/** Every icon a hero medallion may use (loaded as textures). */
export const HERO_ICONS: readonly IconName[] = [...new Set([...Object.values(IMAGE_ICONS), FALLBACK_HERO_ICON])];

export function factionColor(faction: Faction): string {
  switch (faction) {
    case 'sun':
      return palette.factionSun;
    case 'moon':
      return palette.factionMoon;
    case 'shadow':
      return palette.factionShadow;
    case 'none':
      return palette.factionNone;
  }
}
