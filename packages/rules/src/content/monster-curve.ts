import { WARRIOR_CLASSES, type WarriorClass, type WarriorClassDef } from './warrior-classes.ts';

/**
 * The difficulty curve of the road (docs/architecture.md, "Game state" "balance is measured"; tuned by `npm run sim`).
 * A stair's guard group is worth `groupStrength(stair)` heroes of `monsterLevel(stair)`: it starts
 * at half a hero on stair 1, reaches a full squad of 6 around stair 340 and keeps a slow growth for
 * the forces and artifacts players collect. Every BOSS_EVERY-th stair is guarded by a boss group
 * BOSS_STRENGTH times stronger. Everything is smooth in the stair: no walls.
 */
export const BOSS_EVERY = 10;
export const BOSS_STRENGTH = 0.9;
export const MAX_GROUP_SIZE = 6;
/** From this stair an ordinary guard is led by an elite (monsters.ts) at this chance. */
export const ELITE_FROM = 3;
export const ELITE_CHANCE = 0.3;
/**
 * How much stronger than the bare curve the guards stand, reached step by even steps over the first
 * TENSION_RAMP stairs (gently enough that no stair is a wall): stair 1 (the tutorial's first battle) keeps the gentle curve, and from there a sensibly
 * upgraded squad wins most battles but not all (`npm run sim`, 60–90 % by stair band).
 */
export const GUARD_TENSION = 1.65;
export const TENSION_RAMP = 4;

/**
 * The road's tension past the early road (docs/road.md, "Difficulty curve"): from EARLY_ROAD_END the
 * guards stand this many times stronger than the early curve, linear in the stair between the
 * points and flat past the last one. The early road (stairs 1–50, the first ten minutes) keeps 1.
 * Tuned by `npm run sim` so that a sensibly upgrading player wins 60–90 % in every stair band.
 */
export const EARLY_ROAD_END = 50;
export const LATE_TENSION: readonly (readonly [stair: number, factor: number])[] = [
  [EARLY_ROAD_END, 1],
  [75, 1.6],
  [100, 1.75],
  [150, 1.8],
  [200, 2.0],
  [300, 2.0],
  [400, 2.15],
  [500, 2.25],
];

/**
 * The road's named walls (docs/road.md, "Walls"): boss stairs where a new boss first stands, its
 * guard `strength` times a boss guard's. A sensibly upgraded squad usually needs more than one try
 * there; a careless one may stop there for a long while. Only these stairs are meant to stop a
 * player: the balance simulation reports any other stair where players gave up.
 */
export interface RoadWall {
  stair: number;
  /** The boss that leads the wall's guard (monsters.ts). */
  boss: 'zmey_gorynych' | 'baba_yaga' | 'chernobog';
  strength: number;
}
export const ROAD_WALLS: readonly RoadWall[] = [
  { stair: 100, boss: 'zmey_gorynych', strength: 1.1 },
  { stair: 200, boss: 'baba_yaga', strength: 1.1 },
  { stair: 500, boss: 'chernobog', strength: 1.1 },
];

/** The named wall standing on `stair`, or null. */
export function roadWall(stair: number): RoadWall | null {
  return ROAD_WALLS.find((w) => w.stair === Math.floor(stair)) ?? null;
}

/** The late road's factor on `stair` (LATE_TENSION, linear between its points). */
export function lateTension(stair: number): number {
  const [first] = LATE_TENSION;
  if (!first || stair <= first[0]) return first?.[1] ?? 1;
  for (let i = 1; i < LATE_TENSION.length; i += 1) {
    const [s1, f1] = LATE_TENSION[i]!;
    const [s0, f0] = LATE_TENSION[i - 1]!;
    if (stair <= s1) return f0 + ((f1 - f0) * (stair - s0)) / (s1 - s0);
  }
  return LATE_TENSION[LATE_TENSION.length - 1]![1];
}

/** The level monsters have on `stair`, unrounded: follows the level a player reaches by then. */
export function monsterLevelExact(stair: number): number {
  const s = Math.max(1, Math.floor(stair));
  return Math.max(1, s ** 0.8 / 2.3);
}

/** The level shown for monsters on `stair`. */
export function monsterLevel(stair: number): number {
  return Math.round(monsterLevelExact(stair));
}

/**
 * Stats of a monster of `warriorClass` on `stair` before its group share: the class's stats at the
 * unrounded monster level, so that they grow smoothly from stair to stair.
 */
export function monsterBaseStats(
  warriorClass: WarriorClass,
  stair: number,
): { attack: number; defence: number; health: number } {
  const def: WarriorClassDef = WARRIOR_CLASSES[warriorClass];
  const steps = monsterLevelExact(stair) - 1;
  return {
    attack: def.attack + def.growth.attack * steps,
    defence: def.defence + def.growth.defence * steps,
    health: def.health + def.growth.health * steps,
  };
}

export function isBossStair(stair: number): boolean {
  return Math.floor(stair) % BOSS_EVERY === 0 && stair > 0;
}

/** Strength of the ordinary guard of `stair`, in heroes of the stair's monster level. */
export function baseGroupStrength(stair: number): number {
  const s = Math.max(1, Math.floor(stair));
  const squad = Math.min(6, 0.5 + 0.35 * (Math.sqrt(s + 8) - 3));
  const tension = GUARD_TENSION ** Math.min(1, (s - 1) / TENSION_RAMP);
  return squad * (1 + s / 2000) * tension * lateTension(s);
}

/** Strength of the guard of `stair`, bosses included. */
export function groupStrength(stair: number): number {
  return (
    baseGroupStrength(stair) * (isBossStair(stair) ? BOSS_STRENGTH : 1) * (roadWall(stair)?.strength ?? 1)
  );
}

/** The largest group on `stair`: one creature on the first stair, two from the second, a sixth by stair 22. */
export function maxGroupSize(stair: number): number {
  const s = Math.max(1, Math.floor(stair));
  if (s === 1) return 1;
  return Math.min(MAX_GROUP_SIZE, 2 + Math.floor((s - 2) / 5));
}

/** Gold and experience for beating the guard of `stair` (bosses pay more). */
export function guardReward(stair: number): { gold: number; experience: number } {
  const s = Math.max(1, Math.floor(stair));
  const boss = isBossStair(s) ? 3 : 1;
  return {
    gold: Math.round((10 + 3 * s ** 1.1) * boss),
    experience: Math.round((20 + 4 * s ** 1.05) * boss),
  };
}
