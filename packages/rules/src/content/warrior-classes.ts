import type { Faction } from './factions.ts';

/** Base numbers of a warrior class at level 1 and what each level adds. */
export interface WarriorClassDef {
  faction: Faction;
  attack: number;
  defence: number;
  health: number;
  growth: { attack: number; defence: number; health: number };
  /** Highest rank reachable by ranking up (§9); `null` for classes that cannot rank up. */
  maxRank: number | null;
}

/**
 * §3 warrior classes. Max ranks per §9: human 5, phoenix (Asgardian) 6, dragon 7, archangel line 8;
 * the classes with `maxRank: null` cannot rank up and learn their forces at fixed ranks 2 to 5.
 */
export const WARRIOR_CLASSES = {
  human: { faction: 'none', attack: 12, defence: 8, health: 60, growth: { attack: 3, defence: 2, health: 12 }, maxRank: 5 },
  beast: { faction: 'moon', attack: 14, defence: 6, health: 55, growth: { attack: 3, defence: 1, health: 11 }, maxRank: 6 },
  demon: { faction: 'shadow', attack: 16, defence: 7, health: 58, growth: { attack: 4, defence: 2, health: 11 }, maxRank: 7 },
  dragon: { faction: 'sun', attack: 18, defence: 10, health: 80, growth: { attack: 4, defence: 2, health: 16 }, maxRank: 7 },
  gin: { faction: 'sun', attack: 15, defence: 8, health: 56, growth: { attack: 3, defence: 2, health: 11 }, maxRank: 6 },
  golem: { faction: 'none', attack: 8, defence: 14, health: 90, growth: { attack: 2, defence: 3, health: 18 }, maxRank: 6 },
  mag: { faction: 'moon', attack: 17, defence: 5, health: 45, growth: { attack: 4, defence: 1, health: 9 }, maxRank: 6 },
  necro: { faction: 'shadow', attack: 15, defence: 6, health: 50, growth: { attack: 3, defence: 1, health: 10 }, maxRank: 6 },
  serpent: { faction: 'moon', attack: 13, defence: 9, health: 62, growth: { attack: 3, defence: 2, health: 12 }, maxRank: 6 },
  phoenix: { faction: 'sun', attack: 16, defence: 8, health: 60, growth: { attack: 3, defence: 2, health: 12 }, maxRank: 6 },
  titan: { faction: 'sun', attack: 20, defence: 14, health: 110, growth: { attack: 4, defence: 3, health: 20 }, maxRank: null },
  angel: { faction: 'sun', attack: 19, defence: 12, health: 95, growth: { attack: 4, defence: 3, health: 18 }, maxRank: null },
  archangel: { faction: 'sun', attack: 22, defence: 13, health: 105, growth: { attack: 5, defence: 3, health: 20 }, maxRank: null },
  archititan: { faction: 'sun', attack: 24, defence: 16, health: 125, growth: { attack: 5, defence: 3, health: 22 }, maxRank: null },
  yotun: { faction: 'moon', attack: 21, defence: 15, health: 115, growth: { attack: 4, defence: 3, health: 21 }, maxRank: null },
  warlock: { faction: 'shadow', attack: 20, defence: 9, health: 80, growth: { attack: 5, defence: 2, health: 15 }, maxRank: null },
} as const satisfies Record<string, WarriorClassDef>;

export type WarriorClass = keyof typeof WARRIOR_CLASSES;

export function isWarriorClass(value: string): value is WarriorClass {
  return Object.hasOwn(WARRIOR_CLASSES, value);
}

/** Stats of a hero of `warriorClass` at `level`. */
export function classStatsAtLevel(warriorClass: WarriorClass, level: number): { attack: number; defence: number; health: number } {
  const def: WarriorClassDef = WARRIOR_CLASSES[warriorClass];
  const steps = Math.max(0, Math.floor(level) - 1);
  return {
    attack: def.attack + def.growth.attack * steps,
    defence: def.defence + def.growth.defence * steps,
    health: def.health + def.growth.health * steps,
  };
}
