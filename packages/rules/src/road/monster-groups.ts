import {
  elitesForStair,
  isElite,
  MONSTERS,
  monstersForStair,
  type MonsterDef,
  type MonsterId,
} from '../content/monsters.ts';
import {
  ELITE_CHANCE,
  ELITE_FROM,
  groupStrength,
  isBossStair,
  maxGroupSize,
  monsterBaseStats,
  monsterLevel,
  roadWall,
} from '../content/monster-curve.ts';
import { seedFor } from '../random/hash.ts';
import { rngCursor } from '../random/rng-cursor.ts';
import type { MonsterGroup, MonsterGroupMember } from './road-place.ts';

/** The random stream of a stair's guard, apart from its places' stream. */
const GUARD_STREAM = 0xffff;
/** A boss counts this many times an escort when the group's strength is shared out. */
const BOSS_WEIGHT = 1.3;
/** An elite counts this many times an escort. */
const ELITE_WEIGHT = 1.7;

/**
 * The guard group of `stair`: 1 to 6 creatures (more on higher stairs), a boss leading it on boss
 * stairs, now and then an elite leading an ordinary one (from ELITE_FROM). The group's strength is shared among its members by weight, so a larger group has weaker
 * members and the stair's difficulty stays smooth whatever the size.
 */
export function guardGroup(worldSeed: number, stair: number): MonsterGroup {
  const rng = rngCursor(seedFor(worldSeed, stair, GUARD_STREAM));
  const boss = isBossStair(stair);
  const top = maxGroupSize(stair);
  const size = rng.int(Math.max(1, top - 2), top);
  const ids: MonsterId[] = [];
  if (boss) {
    // A named wall's guard is led by its own boss (the draw is kept, so the escort stays the same).
    const drawn = rng.pick(monstersForStair(stair, true)) ?? 'wolf_king';
    ids.push(roadWall(stair)?.boss ?? drawn);
  }
  const pool = monstersForStair(stair, false);
  while (ids.length < size) ids.push(rng.pick(pool) ?? 'wolf');
  // Now and then an elite leads an ordinary guard in place of its first creature.
  if (!boss && stair >= ELITE_FROM && rng.chance(ELITE_CHANCE))
    ids[0] = rng.pick(elitesForStair(stair)) ?? ids[0]!;

  const weight = (id: MonsterId) => (MONSTERS[id].boss ? BOSS_WEIGHT : isElite(id) ? ELITE_WEIGHT : 1);
  const weights = ids.map((id) => (MONSTERS[id] as MonsterDef).scale * weight(id));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const strength = groupStrength(stair);
  const level = monsterLevel(stair);
  const members = ids.map((monsterId, i): MonsterGroupMember => {
    const share = (strength * (weights[i] ?? 1)) / totalWeight;
    const base = monsterBaseStats(MONSTERS[monsterId].warriorClass, stair);
    return {
      monsterId,
      level,
      attack: Math.max(1, Math.round(base.attack * share)),
      defence: Math.max(0, Math.round(base.defence * share)),
      health: Math.max(1, Math.round(base.health * share)),
    };
  });
  return { stair, boss, strength, members };
}
