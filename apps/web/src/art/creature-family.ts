import type { WarriorClass } from '@rol/rules/content/warrior-classes';

/**
 * A creature family (docs/battle.md, "Creatures at a glance"): the warrior classes that look
 * alike on the field share one frame silhouette and one palette, so a wolf and a minotaur read as
 * beasts and a skeleton and a lich as the dead before a number is read.
 */
export type CreatureFamily =
  | 'beast'
  | 'vermin'
  | 'undead'
  | 'demon'
  | 'dragon'
  | 'giant'
  | 'construct'
  | 'arcane'
  | 'celestial'
  | 'folk';

/**
 * The frame's silhouette, drawn around the medallion's ring:
 * fangs (a jaw of teeth), legs (eight jointed legs), bones (cracked ring with bone knobs),
 * horns (two horns and flames), wings (scales and two wings), slab (a heavy rounded square),
 * gear (an octagon of stone blocks), runes (orbiting rune stones), rays (a sunburst halo) and
 * shield (a round shield's rivets — the ring as it always was).
 */
export type FrameShape = 'fangs' | 'legs' | 'bones' | 'horns' | 'wings' | 'slab' | 'gear' | 'runes' | 'rays' | 'shield';

export interface FamilyLook {
  frame: FrameShape;
  /** The frame's colour. */
  rim: string;
  /** The drawing's colour: no longer the same pale parchment for every creature. */
  ink: string;
  /** The disc behind the drawing. */
  disc: string;
}

// prettier-ignore
export const FAMILY_LOOKS: Readonly<Record<CreatureFamily, FamilyLook>> = {
  beast: { frame: 'fangs', rim: '#b07a3c', ink: '#f3d09a', disc: '#3d2612' },
  vermin: { frame: 'legs', rim: '#6f8f3a', ink: '#d4f0a0', disc: '#1f2a12' },
  undead: { frame: 'bones', rim: '#d9d2b8', ink: '#c8f0d0', disc: '#18261f' },
  demon: { frame: 'horns', rim: '#c0392b', ink: '#ffb39a', disc: '#3a0d0a' },
  dragon: { frame: 'wings', rim: '#e0782a', ink: '#ffd38a', disc: '#3a1a06' },
  giant: { frame: 'slab', rim: '#7fb8e0', ink: '#dff2ff', disc: '#14283a' },
  construct: { frame: 'gear', rim: '#9aa3a6', ink: '#eceadf', disc: '#24282a' },
  arcane: { frame: 'runes', rim: '#8e6cf0', ink: '#d8ccff', disc: '#1c1440' },
  celestial: { frame: 'rays', rim: '#f6d98a', ink: '#fff6d0', disc: '#3a3216' },
  folk: { frame: 'shield', rim: '#c9a66b', ink: '#f4e6c8', disc: '#2e2418' },
};

// prettier-ignore
const FAMILY_OF: Record<WarriorClass, CreatureFamily> = {
  beast: 'beast',
  spider: 'vermin', serpent: 'vermin',
  undead: 'undead', necro: 'undead',
  demon: 'demon',
  dragon: 'dragon',
  troll: 'giant', yotun: 'giant', titan: 'giant', archititan: 'giant',
  golem: 'construct',
  mag: 'arcane', warlock: 'arcane', gin: 'arcane', elemental: 'arcane',
  angel: 'celestial', archangel: 'celestial', phoenix: 'celestial', asgardian_phoenix: 'celestial',
  human: 'folk', ark: 'folk',
};

/** The family of `warriorClass`; an unknown class (newer server content) is folk, and is logged. */
export function creatureFamily(warriorClass: string): CreatureFamily {
  if (Object.hasOwn(FAMILY_OF, warriorClass)) return FAMILY_OF[warriorClass as WarriorClass];
  console.warn(`unknown warrior class ${warriorClass}: drawn as folk`);
  return 'folk';
}

/** How much bigger than an ordinary creature an elite and a boss stand on the field. */
export const STANDING_SCALE = { usual: 1, elite: 1.12, boss: 1.28 } as const;
