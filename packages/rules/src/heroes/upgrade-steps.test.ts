import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORCES, forcesOfClass, forceStepCost, forceStepSeconds } from '../content/forces.ts';
import { canRankUp, WARRIOR_CLASSES, type WarriorClass } from '../content/warrior-classes.ts';
import { arrivalRank } from './hero-shop.ts';
import {
  checkStepConflict,
  forceStep,
  rankStep,
  rankUpCost,
  rankUpSeconds,
  speedUpPrice,
  stepDone,
  remainingSeconds,
} from './upgrade-steps.ts';

const ALL_CLASSES = Object.keys(WARRIOR_CLASSES) as WarriorClass[];

/** Ranks a hero up until it stops, returning the last rank and the error that stopped it. */
function climb(warriorClass: WarriorClass, arkCards: number): { rank: number; error: string } {
  let rank = arrivalRank(warriorClass);
  for (;;) {
    const step = rankStep({ warriorClass, rank, arkCards });
    if (!step.ok) return { rank, error: step.error };
    expect(step.toRank).toBe(rank + 1);
    rank = step.toRank;
  }
}

describe('force steps (§4)', () => {
  it('studies a force (to rank 1), improves it, then answers FORCE_MAX_RANK', () => {
    const study = forceStep({ warriorClass: 'human', rank: 1 }, 'human_valor', 0);
    expect(study).toEqual({
      ok: true,
      toRank: 1,
      seconds: forceStepSeconds('human_valor', 1),
      cost: forceStepCost('human_valor', 1),
    });
    const max = FORCES.human_valor.maxRank;
    const last = forceStep({ warriorClass: 'human', rank: 1 }, 'human_valor', max - 1);
    expect(last.ok && last.toRank).toBe(max);
    expect(forceStep({ warriorClass: 'human', rank: 1 }, 'human_valor', max)).toEqual({
      ok: false,
      error: 'FORCE_MAX_RANK',
    });
  });

  it('answers INCOMPATIBLE_FORCE for another class, an unknown force or a rank below the learn rank', () => {
    expect(forceStep({ warriorClass: 'human', rank: 5 }, 'titan_might', 0)).toEqual({
      ok: false,
      error: 'INCOMPATIBLE_FORCE',
    });
    expect(forceStep({ warriorClass: 'human', rank: 5 }, 'nope', 0)).toMatchObject({ ok: false });
    expect(forceStep({ warriorClass: 'titan', rank: 2 }, 'titan_quake', 0)).toEqual({
      ok: false,
      error: 'INCOMPATIBLE_FORCE',
    });
  });

  it('lets a fixed-rank hero (§9) learn every force of its class on arrival', () => {
    for (const c of ALL_CLASSES.filter((x) => !canRankUp(x))) {
      const forces = forcesOfClass(c);
      expect(forces.map((f) => FORCES[f].learnRank).sort(), c).toEqual([2, 3, 4, 5]);
      for (const f of forces)
        expect(forceStep({ warriorClass: c, rank: arrivalRank(c) }, f, 0).ok, f).toBe(true);
    }
  });
});

describe('rank steps (§5, §9)', () => {
  it('climbs to the class cap: human 5, dragon 7, ark 8, the other rankable classes 6', () => {
    expect(climb('human', 0)).toEqual({ rank: 5, error: 'RANK_MAX' });
    expect(climb('dragon', 0)).toEqual({ rank: 7, error: 'RANK_MAX' });
    expect(climb('ark', 0)).toEqual({ rank: 8, error: 'RANK_MAX' });
    expect(climb('beast', 0)).toEqual({ rank: 6, error: 'RANK_MAX' });
  });

  it('climbs 2 ranks further with an Ark card', () => {
    expect(climb('human', 1)).toEqual({ rank: 7, error: 'RANK_MAX' });
    expect(climb('ark', 1)).toEqual({ rank: 10, error: 'RANK_MAX' });
    for (const c of ALL_CLASSES.filter(canRankUp))
      expect(climb(c, 1).rank, c).toBe((WARRIOR_CLASSES[c].maxRank ?? 0) + 2);
  });

  it('forbids ranking up the classes with fixed force ranks', () => {
    for (const c of [
      'warlock',
      'titan',
      'angel',
      'archangel',
      'archititan',
      'yotun',
      'asgardian_phoenix',
    ] as const) {
      expect(rankStep({ warriorClass: c, rank: arrivalRank(c), arkCards: 0 }), c).toEqual({
        ok: false,
        error: 'RANK_UP_FORBIDDEN',
      });
      expect(rankStep({ warriorClass: c, rank: 1, arkCards: 1 }).ok).toBe(false);
    }
  });

  it('costs gold growing ×2.2 a rank, crystals from rank 4, and takes longer each rank', () => {
    expect(rankUpCost(1)).toEqual({ GOLD: 400 });
    expect(rankUpCost(2)).toEqual({ GOLD: 880 });
    expect(rankUpCost(3)).toEqual({ GOLD: 1936 });
    expect(rankUpCost(4)).toEqual({ GOLD: 4259, CRYSTAL: 20 });
    expect(rankUpSeconds(1)).toBe(1800);
    for (let r = 1; r < 10; r += 1) {
      expect(rankUpSeconds(r + 1)).toBeGreaterThan(rankUpSeconds(r));
      expect(rankUpCost(r + 1).GOLD ?? 0).toBeGreaterThan(rankUpCost(r).GOLD ?? 0);
    }
    expect(rankStep({ warriorClass: 'human', rank: 4, arkCards: 0 })).toEqual({
      ok: true,
      toRank: 5,
      seconds: rankUpSeconds(4),
      cost: rankUpCost(4),
    });
  });
});

describe('running steps', () => {
  it('refuses a second step of the same force or of the rank on one hero', () => {
    const running = [
      { heroId: 1, kind: 'force' as const, forceId: 'human_valor' },
      { heroId: 1, kind: 'rank' as const },
    ];
    expect(checkStepConflict(running, { heroId: 1, kind: 'force', forceId: 'human_valor' })).toBe(
      'FORCE_UPGRADE_RUNNING',
    );
    expect(checkStepConflict(running, { heroId: 1, kind: 'rank' })).toBe('RANK_UPGRADE_RUNNING');
    expect(checkStepConflict(running, { heroId: 1, kind: 'force', forceId: 'human_shield_wall' })).toBeNull();
    expect(checkStepConflict(running, { heroId: 2, kind: 'rank' })).toBeNull();
  });

  it('prices a speed-up at a gem per started 5 minutes, at least 1, 0 when done', () => {
    expect(speedUpPrice(0)).toBe(0);
    expect(speedUpPrice(-5)).toBe(0);
    expect(speedUpPrice(1)).toBe(1);
    expect(speedUpPrice(300)).toBe(1);
    expect(speedUpPrice(301)).toBe(2);
    expect(speedUpPrice(3600)).toBe(12);
  });

  it('never prices a longer remainder lower (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (a, d) => {
          expect(speedUpPrice(a + d)).toBeGreaterThanOrEqual(speedUpPrice(a));
        },
      ),
    );
  });

  it('is done once the clock reaches doneAt', () => {
    expect(stepDone(1000, 999)).toBe(false);
    expect(stepDone(1000, 1000)).toBe(true);
    expect(remainingSeconds(10_500, 10_000)).toBe(1);
    expect(remainingSeconds(10_000, 20_000)).toBe(0);
  });
});
