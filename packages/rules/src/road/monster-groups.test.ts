import { describe, expect, it } from 'vitest';
import {
  baseGroupStrength,
  ELITE_FROM,
  GUARD_TENSION,
  TENSION_RAMP,
  BOSS_STRENGTH,
  EARLY_ROAD_END,
  groupStrength,
  isBossStair,
  LATE_TENSION,
  lateTension,
  ROAD_WALLS,
  roadWall,
  maxGroupSize,
  monsterBaseStats,
  monsterLevel,
} from '../content/monster-curve.ts';
import { isElite, MONSTERS } from '../content/monsters.ts';
import { guardGroup } from './monster-groups.ts';

describe('monster groups by stair (difficulty curve)', () => {
  it('grow smoothly: no wall between neighbouring ordinary stairs', () => {
    // A group's power: (its total attack) × (its total health), both proportional to its strength.
    // The tension ramp of the first TENSION_RAMP stairs comes on top of the bare curve by even steps
    // (the balance simulation checks those stairs for walls).
    const tension = (s: number) => GUARD_TENSION ** Math.min(1, (s - 1) / TENSION_RAMP);
    const power = (s: number) => {
      const st = monsterBaseStats('human', s);
      return (baseGroupStrength(s) / tension(s)) ** 2 * st.attack * st.health;
    };
    for (let s = 1; s < 6000; s += 1) {
      const ratio = power(s + 1) / power(s);
      expect(ratio).toBeGreaterThanOrEqual(1);
      expect(ratio).toBeLessThan(1.35);
      expect(tension(s + 1) / tension(s)).toBeLessThanOrEqual(GUARD_TENSION ** (1 / TENSION_RAMP) + 1e-9);
      expect(monsterLevel(s + 1) - monsterLevel(s)).toBeLessThanOrEqual(1);
    }
    expect(baseGroupStrength(300) / baseGroupStrength(299)).toBeLessThan(1.01);
  });

  it('has 1 to 6 creatures, more on higher stairs, a boss every tenth stair', () => {
    expect(maxGroupSize(1)).toBe(1);
    expect(maxGroupSize(2)).toBe(2);
    expect(maxGroupSize(100)).toBe(6);
    for (let s = 1; s <= 300; s += 1) {
      const g = guardGroup(11, s);
      expect(g.members.length).toBeGreaterThanOrEqual(1);
      expect(g.members.length).toBeLessThanOrEqual(maxGroupSize(s));
      expect(g.boss).toBe(isBossStair(s));
      expect(g.members.some((m) => MONSTERS[m.monsterId].boss)).toBe(g.boss);
      expect(g.strength).toBe(groupStrength(s));
    }
  });

  it('lets an elite lead some ordinary guards from stair ELITE_FROM, never a boss guard', () => {
    const led = (s: number) => isElite(guardGroup(11, s).members[0]!.monsterId);
    const stairs = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(stairs.filter((s) => s < ELITE_FROM).some(led)).toBe(false);
    expect(stairs.filter((s) => isBossStair(s)).some(led)).toBe(false);
    const share = stairs.filter(led).length / stairs.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.45);
  });

  it('is the same for every player and gets tougher up the road', () => {
    expect(guardGroup(5, 42)).toEqual(guardGroup(5, 42));
    const total = (s: number) => guardGroup(5, s).members.reduce((a, m) => a + m.attack * m.health, 0);
    expect(total(101)).toBeGreaterThan(total(11));
    expect(total(501)).toBeGreaterThan(total(101));
  });

  it('keeps the early road on the early curve and raises the late road smoothly (LATE_TENSION)', () => {
    for (let s = 1; s <= EARLY_ROAD_END; s += 1) expect(lateTension(s)).toBe(1);
    for (const [stair, factor] of LATE_TENSION) expect(lateTension(stair)).toBeCloseTo(factor, 12);
    const last = LATE_TENSION[LATE_TENSION.length - 1]!;
    expect(lateTension(last[0] + 1000)).toBe(last[1]);
    for (let s = EARLY_ROAD_END; s < 2000; s += 1) {
      expect(lateTension(s + 1)).toBeGreaterThanOrEqual(lateTension(s));
      expect(lateTension(s + 1) / lateTension(s)).toBeLessThan(1.03);
    }
  });

  it('names its walls on boss stairs of the late road, each led by its own boss', () => {
    for (const wall of ROAD_WALLS) {
      expect(wall.stair).toBeGreaterThan(EARLY_ROAD_END);
      expect(isBossStair(wall.stair)).toBe(true);
      expect(MONSTERS[wall.boss].boss).toBe(true);
      expect(MONSTERS[wall.boss].minStair).toBeLessThanOrEqual(wall.stair);
      expect(roadWall(wall.stair)).toEqual(wall);
      expect(groupStrength(wall.stair)).toBeCloseTo(
        baseGroupStrength(wall.stair) * BOSS_STRENGTH * wall.strength,
        12,
      );
      for (const world of [1, 5, 11])
        expect(guardGroup(world, wall.stair).members[0]?.monsterId).toBe(wall.boss);
    }
    expect(roadWall(110)).toBeNull();
    expect(groupStrength(110)).toBeCloseTo(baseGroupStrength(110) * BOSS_STRENGTH, 12);
  });
});
