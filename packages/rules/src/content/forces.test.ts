import { describe, expect, it } from 'vitest';
import {
  checkForceLearnable,
  FORCES,
  forceEffectsAtRank,
  forcesOfClass,
  forceStepCost,
  forceStepSeconds,
  type ForceId,
} from './forces.ts';
import { scaleEffect, MAX_EFFECT_CHANCE } from './effects.ts';

describe('forces (§3 forcesV2, §4)', () => {
  it('costs more time and resources with every rank', () => {
    for (const id of Object.keys(FORCES) as ForceId[]) {
      for (let r = 2; r <= FORCES[id].maxRank; r += 1) {
        expect(forceStepSeconds(id, r)).toBeGreaterThan(forceStepSeconds(id, r - 1));
        expect(forceStepCost(id, r).GOLD ?? 0).toBeGreaterThan(forceStepCost(id, r - 1).GOLD ?? 0);
      }
    }
  });

  it('has no effect unstudied and a stronger one at higher ranks', () => {
    expect(forceEffectsAtRank('human_valor', 0)).toEqual([]);
    const r1 = forceEffectsAtRank('human_valor', 1)[0]?.value ?? 0;
    const r5 = forceEffectsAtRank('human_valor', 5)[0]?.value ?? 0;
    expect(r5).toBeGreaterThan(r1);
    expect(forceEffectsAtRank('human_valor', 50)).toEqual(forceEffectsAtRank('human_valor', 5));
  });

  it('answers "Incompatible force" for another class, a low rank or an unknown force', () => {
    expect(checkForceLearnable('human', 1, 'human_valor')).toBeNull();
    expect(checkForceLearnable('beast', 5, 'human_valor')).toBe('INCOMPATIBLE_FORCE');
    expect(checkForceLearnable('human', 3, 'human_rally')).toBe('INCOMPATIBLE_FORCE');
    expect(checkForceLearnable('human', 3, 'nope')).toBe('INCOMPATIBLE_FORCE');
    expect(checkForceLearnable('titan', 2, 'titan_might')).toBeNull();
  });

  it('lists a fixed-rank class’s forces at ranks 2 to 5', () => {
    expect(forcesOfClass('warlock').map((id) => FORCES[id].learnRank)).toEqual([2, 3, 4, 5]);
  });

  it('caps chances when scaling', () => {
    const e = scaleEffect(
      {
        kind: 'luck',
        value: 0,
        op: 'add',
        duration: 0,
        target: 'self',
        trigger: 'passive',
        chance: 0.5,
        chancePerLevel: 0.1,
      },
      50,
    );
    expect(e.chance).toBe(MAX_EFFECT_CHANCE);
  });
});
