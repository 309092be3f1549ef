import { chanceProperty, effect, onHitStatus, statPercent } from './effect-builders.ts';
import type { EffectDef } from './effects.ts';
import type { WarriorClass } from './warrior-classes.ts';

/**
 * A monster that guards places on the road. Its stats come from its warrior class at the stair's
 * monster level, times `scale`, times the group's share of the stair's strength (`monster-curve.ts`).
 * It appears from `minStair` on; bosses guard every BOSS_EVERY-th stair.
 */
export interface MonsterDef {
  warriorClass: WarriorClass;
  imageId: string;
  minStair: number;
  boss: boolean;
  /**
   * An elite leads an ordinary guard now and then (ELITE_CHANCE in monster-curve.ts): a stronger
   * share of the group's strength and an ability its escorts lack.
   */
  elite?: boolean;
  scale: number;
  abilities: readonly EffectDef[];
}

// prettier-ignore
export const MONSTERS = {
  wolf: { warriorClass: 'beast', imageId: 'monster_wolf', minStair: 1, boss: false, scale: 1, abilities: [] },
  goblin: { warriorClass: 'human', imageId: 'monster_goblin', minStair: 1, boss: false, scale: 0.9, abilities: [] },
  giant_rat: { warriorClass: 'beast', imageId: 'monster_rat', minStair: 1, boss: false, scale: 0.8, abilities: [onHitStatus('poison', 1, 2, 0.2)] },
  skeleton: { warriorClass: 'undead', imageId: 'monster_skeleton', minStair: 3, boss: false, scale: 1, abilities: [] },
  bandit: { warriorClass: 'human', imageId: 'monster_bandit', minStair: 5, boss: false, scale: 1, abilities: [chanceProperty('luck', 0.1, 0, 0.2)] },
  cave_spider: { warriorClass: 'spider', imageId: 'monster_spider', minStair: 8, boss: false, scale: 1, abilities: [onHitStatus('freeze', 0, 2, 0.08)] },
  marsh_snake: { warriorClass: 'serpent', imageId: 'monster_snake', minStair: 10, boss: false, scale: 1, abilities: [onHitStatus('poison', 3, 3, 0.3)] },
  troll: { warriorClass: 'troll', imageId: 'monster_troll', minStair: 15, boss: false, scale: 1.1, abilities: [effect('heal', 'onTurnStart', 0.03, { op: 'multiply' })] },
  ghoul: { warriorClass: 'undead', imageId: 'monster_ghoul', minStair: 20, boss: false, scale: 1, abilities: [effect('lifesteal', 'passive', 0.15)] },
  stone_golem: { warriorClass: 'golem', imageId: 'monster_golem', minStair: 25, boss: false, scale: 1.1, abilities: [chanceProperty('block', 0.15, 0, 0.3)] },
  imp: { warriorClass: 'demon', imageId: 'monster_imp', minStair: 30, boss: false, scale: 0.9, abilities: [effect('fire', 'onHit', 0.2, { op: 'multiply', target: 'enemy', chance: 0.3 })] },
  wraith: { warriorClass: 'necro', imageId: 'monster_wraith', minStair: 40, boss: false, scale: 1, abilities: [chanceProperty('shadow', 0.12, 0)] },
  harpy: { warriorClass: 'gin', imageId: 'monster_harpy', minStair: 45, boss: false, scale: 1, abilities: [chanceProperty('shadow', 0.08, 0)] },
  fire_elemental: { warriorClass: 'elemental', imageId: 'monster_fire_elemental', minStair: 50, boss: false, scale: 1, abilities: [effect('fire', 'onHit', 0.25, { op: 'multiply', target: 'enemy', duration: 2, chance: 0.3 })] },
  basilisk: { warriorClass: 'serpent', imageId: 'monster_basilisk', minStair: 60, boss: false, scale: 1.1, abilities: [onHitStatus('freeze', 0, 2, 0.1)] },
  ogre: { warriorClass: 'troll', imageId: 'monster_ogre', minStair: 80, boss: false, scale: 1.2, abilities: [chanceProperty('hammer', 0.15, 0)] },
  lich: { warriorClass: 'necro', imageId: 'monster_lich', minStair: 100, boss: false, scale: 1.1, abilities: [effect('resurrection', 'onDeath', 0.4, { chance: 0.2 })] },
  dark_mage: { warriorClass: 'mag', imageId: 'monster_dark_mage', minStair: 120, boss: false, scale: 1, abilities: [onHitStatus('defence', 0.85, 2, 0.3, { op: 'multiply' })] },
  minotaur: { warriorClass: 'beast', imageId: 'monster_minotaur', minStair: 150, boss: false, scale: 1.2, abilities: [chanceProperty('luck', 0.12, 0, 0.3)] },
  wyvern: { warriorClass: 'dragon', imageId: 'monster_wyvern', minStair: 200, boss: false, scale: 1.1, abilities: [onHitStatus('poison', 8, 3, 0.3)] },
  frost_giant: { warriorClass: 'yotun', imageId: 'monster_frost_giant', minStair: 300, boss: false, scale: 1, abilities: [onHitStatus('freeze', 0, 2, 0.12)] },
  demon_lord: { warriorClass: 'demon', imageId: 'monster_demon_lord', minStair: 400, boss: false, scale: 1.2, abilities: [statPercent('attack', 0.1, 0, 'ally')] },
  fallen_angel: { warriorClass: 'angel', imageId: 'monster_fallen_angel', minStair: 500, boss: false, scale: 1, abilities: [effect('resurrection', 'onDeath', 0.5, { chance: 0.25 })] },
  storm_titan: { warriorClass: 'titan', imageId: 'monster_storm_titan', minStair: 800, boss: false, scale: 1, abilities: [chanceProperty('hammer', 0.2, 0)] },
  alpha_wolf: { warriorClass: 'beast', imageId: 'elite_alpha_wolf', minStair: 3, boss: false, elite: true, scale: 1.1, abilities: [chanceProperty('luck', 0.2, 0, 0.5), statPercent('attack', 0.1, 0, 'ally')] },
  goblin_shaman: { warriorClass: 'mag', imageId: 'elite_goblin_shaman', minStair: 4, boss: false, elite: true, scale: 1, abilities: [effect('heal', 'onTurnStart', 0.06, { op: 'multiply', target: 'ally' }), onHitStatus('attack', 0.8, 2, 0.35, { op: 'multiply' })] },
  bandit_captain: { warriorClass: 'human', imageId: 'elite_bandit_captain', minStair: 6, boss: false, elite: true, scale: 1.1, abilities: [chanceProperty('block', 0.2, 0, 0.4), statPercent('defence', 0.15, 0, 'ally')] },
  brood_mother: { warriorClass: 'spider', imageId: 'elite_brood_mother', minStair: 9, boss: false, elite: true, scale: 1.05, abilities: [onHitStatus('poison', 2, 3, 0.45), onHitStatus('freeze', 0, 1, 0.12)] },
  wolf_king: { warriorClass: 'beast', imageId: 'boss_wolf_king', minStair: 10, boss: true, scale: 1.3, abilities: [statPercent('attack', 0.1, 0, 'ally')] },
  koschey: { warriorClass: 'necro', imageId: 'boss_koschey', minStair: 50, boss: true, scale: 1.3, abilities: [effect('immortality', 'passive', 2)] },
  zmey_gorynych: { warriorClass: 'dragon', imageId: 'boss_zmey', minStair: 100, boss: true, scale: 1.4, abilities: [effect('fire', 'onHit', 0.3, { op: 'multiply', target: 'all', chance: 0.3 })] },
  baba_yaga: { warriorClass: 'mag', imageId: 'boss_baba_yaga', minStair: 200, boss: true, scale: 1.3, abilities: [onHitStatus('defence', 0.8, 2, 0.4, { op: 'multiply' })] },
  chernobog: { warriorClass: 'demon', imageId: 'boss_chernobog', minStair: 500, boss: true, scale: 1.5, abilities: [effect('lifesteal', 'passive', 0.2)] },
  frost_king: { warriorClass: 'yotun', imageId: 'boss_frost_king', minStair: 1000, boss: true, scale: 1.5, abilities: [onHitStatus('freeze', 0, 2, 0.2)] },
} as const satisfies Record<string, MonsterDef>;

export type MonsterId = keyof typeof MONSTERS;

export function isMonsterId(value: string): value is MonsterId {
  return Object.hasOwn(MONSTERS, value);
}

export function isElite(id: MonsterId): boolean {
  return (MONSTERS[id] as MonsterDef).elite === true;
}

/** Monsters that may guard `stair`: ordinary ones or bosses, from their minStair on (no elites). */
export function monstersForStair(stair: number, boss: boolean): MonsterId[] {
  return (Object.keys(MONSTERS) as MonsterId[]).filter(
    (id) => MONSTERS[id].boss === boss && !isElite(id) && MONSTERS[id].minStair <= stair,
  );
}

/** Elites that may lead an ordinary guard of `stair`. */
export function elitesForStair(stair: number): MonsterId[] {
  return (Object.keys(MONSTERS) as MonsterId[]).filter((id) => isElite(id) && MONSTERS[id].minStair <= stair);
}
