import { describe, expect, it } from 'vitest';
import { defeatPenalty, healthAfterDefeat } from './defeat-penalty.ts';

describe('defeat penalty', () => {
  it('takes no gold when the penalty has none', () => {
    expect(defeatPenalty({ penaltyGold: 0, healthPenalty: 10, gold: 500 })).toEqual({ gold: 0, healthPerHero: 10 });
  });
  it('takes the gold penalty only as far as the balance goes', () => {
    expect(defeatPenalty({ penaltyGold: 80, healthPenalty: 12, gold: 30 })).toEqual({ gold: 30, healthPerHero: 12 });
    expect(defeatPenalty({ penaltyGold: 80, healthPenalty: 12, gold: 300 })).toEqual({ gold: 80, healthPerHero: 12 });
  });
  it('never leaves a hero below zero health', () => {
    expect(healthAfterDefeat(5, 60, 10)).toBe(0);
    expect(healthAfterDefeat(90, 60, 10)).toBe(50);
  });
});
