import type { Faction } from './factions.ts';

/** Where a class is offered (§2 hero shop tabs and the Ark shop); monsters may use any class. */
export const HERO_TIERS = ['usual', 'legendary', 'mythical', 'supreme', 'ark'] as const;
export type HeroTier = (typeof HERO_TIERS)[number];

/** Base numbers of a warrior class at level 1 and what each level adds. */
export interface WarriorClassDef {
  faction: Faction;
  attack: number;
  defence: number;
  health: number;
  growth: { attack: number; defence: number; health: number };
  /** Highest rank reachable by ranking up (§9); `null` for classes that cannot rank up. */
  maxRank: number | null;
  /** Highest rank a hero of the class can hold at all (§9: 5, 6, 7 or 8), before an Ark card. */
  rankCap: number;
  tier: HeroTier;
}

/** §9: classes that cannot rank up learn their forces at these fixed ranks, one force per rank. */
export const FIXED_FORCE_RANKS = [2, 3, 4, 5] as const;
/** §9: an Ark card raises a hero's rank cap by this much. */
export const ARK_CARD_RANK_BONUS = 2;

/**
 * §3 warrior classes and the roster's additions (undead, troll, spider, elemental for monsters and
 * heroes alike; asgardian_phoenix; ark, the premium Ark line with 12 forces).
 * Max ranks per §9: human 5, dragon 7, ark 8, the other rankable classes 6; warlock, titan, angel,
 * archangel, archititan, yotun and asgardian_phoenix (cap 6) cannot rank up (`maxRank: null`).
 */
// prettier-ignore
export const WARRIOR_CLASSES = {
  human: { faction: 'none', attack: 12, defence: 8, health: 60, growth: { attack: 3, defence: 2, health: 12 }, maxRank: 5, rankCap: 5, tier: 'usual' },
  beast: { faction: 'moon', attack: 14, defence: 6, health: 55, growth: { attack: 3, defence: 1, health: 11 }, maxRank: 6, rankCap: 6, tier: 'usual' },
  demon: { faction: 'shadow', attack: 16, defence: 7, health: 58, growth: { attack: 4, defence: 2, health: 11 }, maxRank: 6, rankCap: 6, tier: 'legendary' },
  dragon: { faction: 'sun', attack: 18, defence: 10, health: 80, growth: { attack: 4, defence: 2, health: 16 }, maxRank: 7, rankCap: 7, tier: 'legendary' },
  gin: { faction: 'sun', attack: 15, defence: 8, health: 56, growth: { attack: 3, defence: 2, health: 11 }, maxRank: 6, rankCap: 6, tier: 'usual' },
  golem: { faction: 'none', attack: 8, defence: 14, health: 90, growth: { attack: 2, defence: 3, health: 18 }, maxRank: 6, rankCap: 6, tier: 'usual' },
  mag: { faction: 'moon', attack: 17, defence: 5, health: 45, growth: { attack: 4, defence: 1, health: 9 }, maxRank: 6, rankCap: 6, tier: 'usual' },
  necro: { faction: 'shadow', attack: 15, defence: 6, health: 50, growth: { attack: 3, defence: 1, health: 10 }, maxRank: 6, rankCap: 6, tier: 'usual' },
  serpent: { faction: 'moon', attack: 13, defence: 9, health: 62, growth: { attack: 3, defence: 2, health: 12 }, maxRank: 6, rankCap: 6, tier: 'usual' },
  phoenix: { faction: 'sun', attack: 16, defence: 8, health: 60, growth: { attack: 3, defence: 2, health: 12 }, maxRank: 6, rankCap: 6, tier: 'legendary' },
  titan: { faction: 'sun', attack: 20, defence: 14, health: 110, growth: { attack: 4, defence: 3, health: 20 }, maxRank: null, rankCap: 5, tier: 'mythical' },
  angel: { faction: 'sun', attack: 19, defence: 12, health: 95, growth: { attack: 4, defence: 3, health: 18 }, maxRank: null, rankCap: 5, tier: 'mythical' },
  archangel: { faction: 'sun', attack: 22, defence: 13, health: 105, growth: { attack: 5, defence: 3, health: 20 }, maxRank: null, rankCap: 5, tier: 'supreme' },
  archititan: { faction: 'sun', attack: 24, defence: 16, health: 125, growth: { attack: 5, defence: 3, health: 22 }, maxRank: null, rankCap: 5, tier: 'supreme' },
  yotun: { faction: 'moon', attack: 21, defence: 15, health: 115, growth: { attack: 4, defence: 3, health: 21 }, maxRank: null, rankCap: 5, tier: 'mythical' },
  warlock: { faction: 'shadow', attack: 20, defence: 9, health: 80, growth: { attack: 5, defence: 2, health: 15 }, maxRank: null, rankCap: 5, tier: 'mythical' },
  asgardian_phoenix: { faction: 'sun', attack: 23, defence: 12, health: 100, growth: { attack: 5, defence: 3, health: 19 }, maxRank: null, rankCap: 6, tier: 'supreme' },
  ark: { faction: 'none', attack: 22, defence: 14, health: 110, growth: { attack: 5, defence: 3, health: 21 }, maxRank: 8, rankCap: 8, tier: 'ark' },
  undead: { faction: 'shadow', attack: 11, defence: 7, health: 58, growth: { attack: 3, defence: 2, health: 12 }, maxRank: 6, rankCap: 6, tier: 'usual' },
  troll: { faction: 'moon', attack: 13, defence: 10, health: 75, growth: { attack: 3, defence: 2, health: 15 }, maxRank: 6, rankCap: 6, tier: 'usual' },
  spider: { faction: 'shadow', attack: 14, defence: 5, health: 48, growth: { attack: 3, defence: 1, health: 10 }, maxRank: 6, rankCap: 6, tier: 'usual' },
  elemental: { faction: 'none', attack: 15, defence: 9, health: 64, growth: { attack: 3, defence: 2, health: 13 }, maxRank: 6, rankCap: 6, tier: 'usual' },
} as const satisfies Record<string, WarriorClassDef>;

export type WarriorClass = keyof typeof WARRIOR_CLASSES;

export function isWarriorClass(value: string): value is WarriorClass {
  return Object.hasOwn(WARRIOR_CLASSES, value);
}

/** True when heroes of the class improve their rank (only on their main class, §5). */
export function canRankUp(warriorClass: WarriorClass): boolean {
  return WARRIOR_CLASSES[warriorClass].maxRank !== null;
}

/** The rank cap of a hero, with `arkCards` Ark cards applied (§9: +2 each). */
export function rankCapOf(warriorClass: WarriorClass, arkCards = 0): number {
  return WARRIOR_CLASSES[warriorClass].rankCap + ARK_CARD_RANK_BONUS * Math.max(0, Math.floor(arkCards));
}

/** Stats of a hero of `warriorClass` at `level`. */
export function classStatsAtLevel(
  warriorClass: WarriorClass,
  level: number,
): { attack: number; defence: number; health: number } {
  const def: WarriorClassDef = WARRIOR_CLASSES[warriorClass];
  const steps = Math.max(0, Math.floor(level) - 1);
  return {
    attack: def.attack + def.growth.attack * steps,
    defence: def.defence + def.growth.defence * steps,
    health: def.health + def.growth.health * steps,
  };
}
