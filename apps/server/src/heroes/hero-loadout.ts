import type { HeroLoadout } from '@rol/rules/battle/combatants';
import { isArtifactId, type ArtifactId } from '@rol/rules/content/artifacts';
import { isForceId, type ForceId } from '@rol/rules/content/forces';
import { isWarriorClass, type WarriorClass } from '@rol/rules/content/warrior-classes';
import type { CreatureRow } from '../db/schema/creatures.ts';
import { logProblemOnce } from '../problem-log.ts';
import type { HeroState } from './hero-state.ts';

/**
 * A stored class name as a rules class. An unknown one (never written by the server: a row from an
 * older content set, or written by hand) fights as human, and is logged (§8, once per class).
 */
export function heroClassOf(row: Pick<CreatureRow, 'warriorClass'>): WarriorClass {
  if (isWarriorClass(row.warriorClass)) return row.warriorClass;
  logProblemOnce(`class:${row.warriorClass}`, { warriorClass: row.warriorClass }, 'unknown warrior class, treated as human');
  return 'human';
}

/**
 * What the battle and the hero page compute a hero's stats from: class, level and (settled) rank,
 * forces at their ranks, held artifacts at their levels, the reforge and exchange bonus. Skills stay
 * empty (no skill of a hero is stored yet).
 */
export function heroLoadout(hero: HeroState): HeroLoadout {
  const { row } = hero;
  const forces: { forceId: ForceId; rank: number }[] = [];
  for (const [forceId, rank] of hero.forces) if (isForceId(forceId) && rank > 0) forces.push({ forceId, rank });
  const artifacts: { artifactId: ArtifactId; level: number }[] = [];
  for (const a of hero.artifacts) if (isArtifactId(a.artifactId)) artifacts.push({ artifactId: a.artifactId, level: a.level });
  return {
    id: row.id,
    warriorClass: heroClassOf(row),
    imageId: row.imageId,
    level: row.level,
    rank: row.rank,
    forces,
    artifacts,
    skills: [],
    // A running set adds health per level (economy/boosters).
    bonus: { attack: row.bonusAttack, defence: row.bonusDefence, health: row.bonusHealth + (hero.setHealth ?? 0) },
  };
}
