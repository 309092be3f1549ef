import { stepDone } from '@rol/rules/heroes/upgrade-steps';
import { setHealthBonus, type BoosterWindow } from '@rol/rules/economy/boosters';
import { WARRIOR_CLASSES } from '@rol/rules/content/warrior-classes';
import type { CreatureRow } from '../db/schema/creatures.ts';
import type { HeldArtifact, HeroExtras, HeroForce, HeroStep } from './hero-extras-query.ts';
import { heroClassOf } from './hero-loadout.ts';

/**
 * A hero as it stands at `nowMs`: its row with the rank of completed rank steps, its forces at the
 * ranks of completed force steps, its held artifacts and the steps still running. Completed steps are
 * applied here in memory exactly as `settleSteps` writes them, so a view read before the write agrees
 * with it.
 */
export interface HeroState {
  row: CreatureRow;
  /** Force id → rank (studied forces only). */
  forces: Map<string, number>;
  artifacts: HeldArtifact[];
  /** Steps still running at `nowMs`. */
  running: HeroStep[];
  /** The player's set (running or over): health recovery runs faster inside its window. */
  set?: BoosterWindow | null;
  /** Extra maximum health from the set running at `nowMs` (health per level). */
  setHealth?: number;
}

/** What a completed step changes: the force's rank or the hero's rank, never downwards. */
export function applyStep(hero: { rank: number; forces: Map<string, number> }, step: HeroStep): void {
  if (step.kind === 'rank') hero.rank = Math.max(hero.rank, step.toRank);
  else hero.forces.set(step.target, Math.max(hero.forces.get(step.target) ?? 0, step.toRank));
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const list = out.get(key(item));
    if (list) list.push(item);
    else out.set(key(item), [item]);
  }
  return out;
}

/** An unknown stored class fights as human (hero-loadout.ts, which logs it), so it grows as one. */
const growthHealthOf = (warriorClass: string): number => WARRIOR_CLASSES[heroClassOf({ warriorClass })].growth.health;

/** The heroes of `rows` at `nowMs`, with their forces, artifacts and steps from `extras`. */
export function heroStates(
  rows: readonly CreatureRow[],
  extras: Pick<HeroExtras, 'forces' | 'steps' | 'artifacts' | 'set'>,
  nowMs: number,
): HeroState[] {
  const set = extras.set ?? null;
  const forces = groupBy<HeroForce>(extras.forces, (f) => f.creatureId);
  const steps = groupBy<HeroStep>(extras.steps, (s) => s.creatureId);
  const artifacts = groupBy<HeldArtifact>(extras.artifacts, (a) => a.creatureId);
  return rows.map((row) => {
    const hero = {
      rank: row.rank,
      forces: new Map((forces.get(row.id) ?? []).map((f) => [f.forceId, f.rank])),
    };
    const running: HeroStep[] = [];
    for (const step of steps.get(row.id) ?? []) {
      if (stepDone(step.doneAt, nowMs)) applyStep(hero, step);
      else running.push(step);
    }
    return {
      row: hero.rank === row.rank ? row : { ...row, rank: hero.rank },
      forces: hero.forces,
      artifacts: artifacts.get(row.id) ?? [],
      running,
      set,
      setHealth: setHealthBonus(set, row.level, growthHealthOf(row.warriorClass), nowMs),
    };
  });
}

/** Steps running at `nowMs` (each holds a magic hammer). */
export function runningStepCount(steps: readonly HeroStep[], nowMs: number): number {
  return steps.filter((s) => !stepDone(s.doneAt, nowMs)).length;
}
