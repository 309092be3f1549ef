import { describe, expect, it } from 'vitest';
import {
  canRankUp,
  classStatsAtLevel,
  isWarriorClass,
  rankCapOf,
  WARRIOR_CLASSES,
  type WarriorClass,
} from './warrior-classes.ts';

describe('warrior classes (§3, §9)', () => {
  it('holds every class named in §3 and the Asgardian phoenix', () => {
    const named = [
      'beast',
      'demon',
      'dragon',
      'gin',
      'golem',
      'human',
      'mag',
      'necro',
      'serpent',
      'phoenix',
      'titan',
      'angel',
      'archangel',
      'archititan',
      'yotun',
      'warlock',
      'asgardian_phoenix',
    ];
    for (const c of named) expect(isWarriorClass(c), c).toBe(true);
    expect(isWarriorClass('toString')).toBe(false);
  });

  it('has the §9 rank caps: human 5, Asgardian phoenix 6, one class 7, another 8', () => {
    expect(rankCapOf('human')).toBe(5);
    expect(rankCapOf('asgardian_phoenix')).toBe(6);
    const caps = Object.values(WARRIOR_CLASSES).map((c) => c.rankCap);
    expect(caps.filter((c) => c === 7)).toHaveLength(1);
    expect(caps.filter((c) => c === 8)).toHaveLength(1);
    for (const c of caps) expect([5, 6, 7, 8]).toContain(c);
  });

  it('lets exactly the §9 classes not rank up', () => {
    const fixed = (Object.keys(WARRIOR_CLASSES) as WarriorClass[]).filter((c) => !canRankUp(c)).sort();
    expect(fixed).toEqual([
      'angel',
      'archangel',
      'archititan',
      'asgardian_phoenix',
      'titan',
      'warlock',
      'yotun',
    ]);
  });

  it('raises the cap by 2 per Ark card', () => {
    expect(rankCapOf('human', 1)).toBe(7);
  });

  it('grows stats with the level', () => {
    expect(classStatsAtLevel('human', 1)).toEqual({ attack: 12, defence: 8, health: 60 });
    expect(classStatsAtLevel('human', 3)).toEqual({ attack: 18, defence: 12, health: 84 });
  });
});
