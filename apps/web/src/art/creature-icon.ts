import { classIcon } from './class-art.ts';
import { FALLBACK_HERO_ICON, heroIcon } from './hero-art.ts';
import type { IconName } from './icons.ts';

/**
 * The drawing of one of the player's heroes: the starter's or companion's own image when it has
 * one, otherwise its warrior class's icon (heroes bought in the shop).
 */
export function creatureIcon(creature: { imageId: string; warriorClass: string }): IconName {
  const own = heroIcon(creature.imageId);
  return own !== FALLBACK_HERO_ICON ? own : classIcon(creature.warriorClass);
}
