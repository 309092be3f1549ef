import { artifactEffects, type ArtifactId } from '../content/artifacts.ts';
import type { EffectDef } from '../content/effects.ts';
import { forceEffectsAtRank, type ForceId } from '../content/forces.ts';
import { MONSTERS } from '../content/monsters.ts';
import { RUNES, type RuneId } from '../content/runes.ts';
import { skillEffect, type SkillValue } from '../content/skills.ts';
import { classStatsAtLevel, type WarriorClass } from '../content/warrior-classes.ts';
import type { MonsterGroup } from '../road/road-place.ts';
import type { CombatantInit } from './battle-types.ts';

/** Each rank above the first adds this share to a hero's attack, defence and health. */
export const RANK_STAT_BONUS = 0.1;

/** What the battle needs to know of a hero (§3 Creature). */
export interface HeroLoadout {
  id: number;
  warriorClass: WarriorClass;
  imageId: string;
  level: number;
  rank: number;
  forces: readonly { forceId: ForceId; rank: number }[];
  artifacts: readonly { artifactId: ArtifactId; level: number }[];
  skills: readonly SkillValue[];
  /** Stats gained from reforging and hero exchange (§9, 25 % transfers). */
  bonus?: { attack: number; defence: number; health: number };
}

/** Every permanent effect of a hero: forces at their ranks, artifacts at their levels, skills, markers. */
export function heroAbilities(hero: HeroLoadout, markers: readonly RuneId[] = []): EffectDef[] {
  const out: EffectDef[] = [];
  for (const f of hero.forces) out.push(...forceEffectsAtRank(f.forceId, f.rank));
  for (const a of hero.artifacts) out.push(...artifactEffects(a.artifactId, a.level));
  for (const s of hero.skills) {
    const e = skillEffect(s.skillType, s.valueCurrent);
    if (e) out.push(e);
  }
  for (const m of markers) out.push(...RUNES[m].effects);
  return out;
}

/**
 * A hero's attack, defence and health before any effect: its class at its level, +10 % a rank above
 * the first, plus its reforge and exchange bonus.
 */
export function heroBaseStats(hero: Pick<HeroLoadout, 'warriorClass' | 'level' | 'rank' | 'bonus'>): {
  attack: number;
  defence: number;
  health: number;
} {
  const base = classStatsAtLevel(hero.warriorClass, hero.level);
  const rankFactor = 1 + RANK_STAT_BONUS * Math.max(0, Math.floor(hero.rank) - 1);
  const bonus = hero.bonus ?? { attack: 0, defence: 0, health: 0 };
  return {
    attack: Math.round(base.attack * rankFactor + bonus.attack),
    defence: Math.round(base.defence * rankFactor + bonus.defence),
    health: Math.round(base.health * rankFactor + bonus.health),
  };
}

/** A hero as a battle combatant; `markers` are the squad's single-battle runes. */
export function heroCombatant(hero: HeroLoadout, markers: readonly RuneId[] = []): CombatantInit {
  return {
    id: hero.id,
    imageId: hero.imageId,
    warriorClass: hero.warriorClass,
    level: hero.level,
    ...heroBaseStats(hero),
    abilities: heroAbilities(hero, markers),
  };
}

/** A guard group's creatures as combatants, with ids −1, −2, … so they never meet a hero's id. */
export function monsterCombatants(group: MonsterGroup): CombatantInit[] {
  return group.members.map((m, i) => ({
    id: -(i + 1),
    imageId: MONSTERS[m.monsterId].imageId,
    warriorClass: MONSTERS[m.monsterId].warriorClass,
    monsterId: m.monsterId,
    level: m.level,
    attack: m.attack,
    defence: m.defence,
    health: m.health,
    abilities: MONSTERS[m.monsterId].abilities,
  }));
}
