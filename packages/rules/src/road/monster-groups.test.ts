import { describe, expect, it } from 'vitest';
import {
  baseGroupStrength,
  groupStrength,
  isBossStair,
  maxGroupSize,
  monsterBaseStats,
  monsterLevel,
} from '../content/monster-curve.ts';
import { MONSTERS } from '../content/monsters.ts';
import { guardGroup } from './monster-groups.ts';

describe('monster groups by stair (difficulty curve)', () => {
  it('grow smoothly: no wall between neighbouring ordinary stairs', () => {
    // A group's power: (its total attack) × (its total health), both proportional to its strength.
    const power = (s: number) => {
      const st = monsterBaseStats('human', s);
      return baseGroupStrength(s) ** 2 * st.attack * st.health;
    };
    for (let s = 1; s < 6000; s += 1) {
      const ratio = power(s + 1) / power(s);
      expect(ratio).toBeGreaterThanOrEqual(1);
      expect(ratio).toBeLessThan(1.35);
      expect(monsterLevel(s + 1) - monsterLevel(s)).toBeLessThanOrEqual(1);
    }
    expect(baseGroupStrength(300) / baseGroupStrength(299)).toBeLessThan(1.01);
  });

  it('has 1 to 6 creatures, more on higher stairs, a boss every tenth stair', () => {
    expect(maxGroupSize(1)).toBe(1);
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

  it('is the same for every player and gets tougher up the road', () => {
    expect(guardGroup(5, 42)).toEqual(guardGroup(5, 42));
    const total = (s: number) => guardGroup(5, s).members.reduce((a, m) => a + m.attack * m.health, 0);
    expect(total(101)).toBeGreaterThan(total(11));
    expect(total(501)).toBeGreaterThan(total(101));
  });
});
