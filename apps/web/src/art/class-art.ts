import type { WarriorClass } from '@rol/rules/content/warrior-classes';
import { FALLBACK_HERO_ICON } from './hero-art.ts';
import type { IconName } from './icons.ts';

/** The drawing of each warrior class (§3) in a medallion: shop offers, hero lists, class badges. */
export const CLASS_ICONS = {
  human: 'visored-helm',
  beast: 'bear-head',
  demon: 'imp-laugh',
  dragon: 'dragon-head',
  gin: 'djinn',
  golem: 'rock-golem',
  mag: 'wizard-face',
  necro: 'grim-reaper',
  serpent: 'sea-serpent',
  phoenix: 'feathered-wing',
  titan: 'thor-fist',
  angel: 'angel-outfit',
  archangel: 'angel-wings',
  archititan: 'horned-helm',
  yotun: 'ice-golem',
  warlock: 'warlock-hood',
  asgardian_phoenix: 'winged-emblem',
  ark: 'drakkar',
  undead: 'raise-zombie',
  troll: 'troll',
  spider: 'spider-face',
  elemental: 'tornado',
} as const satisfies Record<WarriorClass, IconName>;

/** The icon of `warriorClass`; an unknown class (newer server content) shows the hooded wanderer. */
export function classIcon(warriorClass: string): IconName {
  return Object.hasOwn(CLASS_ICONS, warriorClass)
    ? CLASS_ICONS[warriorClass as WarriorClass]
    : FALLBACK_HERO_ICON;
}

/** Every class icon (for textures). */
export const CLASS_ICON_NAMES: readonly IconName[] = [...new Set(Object.values(CLASS_ICONS))];
