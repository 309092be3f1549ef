import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isNewYearSeason,
  loadingTypeOf,
  progressLabel,
  progressTarget,
  reachedMilestones,
  stepProgress,
} from './loading-progress.ts';
import { moscowTimeToUtc } from '@rol/rules/world/server-time';

describe('progressTarget', () => {
  it('is 10 + 0.9 × load percent', () => {
    expect(progressTarget(0)).toBe(10);
    expect(progressTarget(50)).toBe(55);
    expect(progressTarget(100)).toBe(100);
  });
  it('clamps the load percent to 0..100', () => {
    expect(progressTarget(-5)).toBe(10);
    expect(progressTarget(250)).toBe(100);
    expect(progressTarget(Number.NaN)).toBe(10);
  });
});

describe('stepProgress', () => {
  it('moves towards the target without passing it or going back', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), fc.integer({ min: 0, max: 5000 }), (shown, target, dt) => {
        const next = stepProgress(shown, target, dt);
        expect(next).toBeGreaterThanOrEqual(shown);
        expect(next).toBeLessThanOrEqual(Math.max(shown, target));
      }),
    );
  });
  it('reaches the target in a bounded time', () => {
    let shown = 0;
    for (let frame = 0; frame < 400; frame += 1) shown = stepProgress(shown, 100, 16);
    expect(progressLabel(shown)).toBe(100);
  });
});

describe('reachedMilestones', () => {
  it('reports 5 % and 50 % once each', () => {
    expect(reachedMilestones(4.9, new Set())).toEqual([]);
    expect(reachedMilestones(5, new Set())).toEqual(['five']);
    expect(reachedMilestones(60, new Set())).toEqual(['five', 'half']);
    expect(reachedMilestones(60, new Set(['five']))).toEqual(['half']);
    expect(reachedMilestones(100, new Set(['five', 'half']))).toEqual([]);
  });
});

describe('loadingTypeOf', () => {
  it('chooses new player, road or battle', () => {
    expect(loadingTypeOf(null)).toBe('newPlayer');
    expect(loadingTypeOf({ battleId: null, creatures: [] })).toBe('newPlayer');
    expect(loadingTypeOf({ battleId: null, creatures: [{}] })).toBe('road');
    expect(loadingTypeOf({ battleId: 7, creatures: [{}] })).toBe('battle');
  });
});

describe('isNewYearSeason', () => {
  it('runs from 20 December to 14 January, Moscow time, as the events calendar says', () => {
    const moscow = (y: number, m: number, d: number, h = 0, min = 0) => new Date(moscowTimeToUtc(y, m, d, h, min));
    expect(isNewYearSeason(moscow(2024, 12, 19, 23, 59))).toBe(false);
    expect(isNewYearSeason(moscow(2024, 12, 20, 0, 0))).toBe(true);
    expect(isNewYearSeason(moscow(2024, 12, 31))).toBe(true);
    expect(isNewYearSeason(moscow(2025, 1, 1))).toBe(true);
    expect(isNewYearSeason(moscow(2025, 1, 14, 23, 59))).toBe(true);
    expect(isNewYearSeason(moscow(2025, 1, 15))).toBe(false);
    expect(isNewYearSeason(moscow(2025, 7, 1))).toBe(false);
  });
});
