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

/** The lightness every class's disc is drawn at: dark enough for the pale drawing on it to read. */
export const DISC_LIGHTNESS = 0.3;

/**
 * The disc colour of a class: its own hue and saturation at DISC_LIGHTNESS, so a pale class
 * (angel) and a dark one (beast) both show their colour behind the same pale drawing instead of
 * all sinking to black. `#rrggbb` in, `#rrggbb` out.
 */
export function discColour(colour: string): string {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  // Saturation kept as the colour's own (a grey stays grey), hue from the largest channel.
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  const h =
    d === 0 ? 0 : max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const c = (1 - Math.abs(2 * DISC_LIGHTNESS - 1)) * Math.min(1, s);
  const x = c * (1 - Math.abs((h % 2) - 1));
  const m = DISC_LIGHTNESS - c / 2;
  const sector = Math.floor(h) % 6;
  const [r1, g1, b1] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector] as [number, number, number];
  const hex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r1)}${hex(g1)}${hex(b1)}`;
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
