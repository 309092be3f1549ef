import type { WarriorClass } from '@rol/rules/content/warrior-classes';
import { CLASS_ICONS } from './class-art.ts';
import type { IconName } from './icons.ts';

/** How a class strikes in battle: a weapon's cut, a beast's claws, a spell's bolt or a heavy smash. */
export type AttackStyle = 'blade' | 'claw' | 'spell' | 'smash';

/** A warrior class's look: its own colour (disc and emblem), its emblem icon and its way of striking. */
export interface ClassLook {
  colour: string;
  icon: IconName;
  attack: AttackStyle;
}

// prettier-ignore
const LOOKS: Record<WarriorClass, { colour: string; attack: AttackStyle }> = {
  human: { colour: '#c9a66b', attack: 'blade' },
  beast: { colour: '#8b5a2b', attack: 'claw' },
  demon: { colour: '#c0392b', attack: 'claw' },
  dragon: { colour: '#d35400', attack: 'claw' },
  gin: { colour: '#16a3a3', attack: 'spell' },
  golem: { colour: '#7f8c8d', attack: 'smash' },
  mag: { colour: '#4a69d6', attack: 'spell' },
  necro: { colour: '#5b8c5a', attack: 'spell' },
  serpent: { colour: '#2e8b57', attack: 'claw' },
  phoenix: { colour: '#ff8c1a', attack: 'spell' },
  titan: { colour: '#b8860b', attack: 'smash' },
  angel: { colour: '#e8d9a8', attack: 'spell' },
  archangel: { colour: '#fff1b0', attack: 'blade' },
  archititan: { colour: '#9a7b4f', attack: 'smash' },
  yotun: { colour: '#7fb8e0', attack: 'smash' },
  warlock: { colour: '#8e44ad', attack: 'spell' },
  asgardian_phoenix: { colour: '#f4c542', attack: 'spell' },
  ark: { colour: '#3aa0d8', attack: 'blade' },
  undead: { colour: '#a8b5a0', attack: 'blade' },
  troll: { colour: '#6b8e23', attack: 'smash' },
  spider: { colour: '#6d4c7d', attack: 'claw' },
  elemental: { colour: '#e25822', attack: 'spell' },
};

const FALLBACK: ClassLook = { colour: '#9a968c', icon: 'crossed-swords', attack: 'blade' };

/** The look of `warriorClass`; an unknown class (newer server content) gets a plain grey blade. */
export function classLook(warriorClass: string): ClassLook {
  if (!Object.hasOwn(LOOKS, warriorClass)) return FALLBACK;
  const cls = warriorClass as WarriorClass;
  return { ...LOOKS[cls], icon: CLASS_ICONS[cls] };
}

/** The frame's metal by rank: bronze (0–2), silver (3–4), gold (5–6), starlight violet (7 and up). */
export function rankFrame(rank: number): { metal: 'bronze' | 'silver' | 'gold' | 'mythic'; tint: string } {
  if (rank >= 7) return { metal: 'mythic', tint: '#d2b4ff' };
  if (rank >= 5) return { metal: 'gold', tint: '#ffffff' };
  if (rank >= 3) return { metal: 'silver', tint: '#dfe6f0' };
  return { metal: 'bronze', tint: '#e0a070' };
}

/** The impact drawn on the struck creature for each way of striking. */
export const IMPACT_ICONS: Record<AttackStyle, IconName> = {
  blade: 'saber-slash',
  claw: 'claw-slashes',
  spell: 'bright-explosion',
  smash: 'spiky-explosion',
};
