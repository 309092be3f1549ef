import { describe, expect, it } from 'vitest';
import {
  battleBonusesAt,
  boosterAfter,
  boostedExperience,
  boosterDurationMs,
  recoveredPoints,
  recoveryDoneAt,
  setHealthBonus,
  type BoosterWindow,
} from './boosters.ts';

const H = 3_600_000;
const MIN = 60_000;

describe('boosterAfter', () => {
  it('activates a free slot for the booster’s duration and refuses a busy one', () => {
    const r = boosterAfter(null, 'experience', 'activate', 1000);
    expect(r).toEqual({ ok: true, window: { boosterId: 'experience', startedAt: 1000, endsAt: 1000 + 8 * H } });
    const busy: BoosterWindow = { boosterId: 'experience', startedAt: 0, endsAt: 8 * H };
    expect(boosterAfter(busy, 'experience', 'activate', H)).toEqual({ ok: false, error: 'BOOSTER_ACTIVE' });
    expect(boosterAfter(busy, 'experience', 'activate', 8 * H).ok).toBe(true);
  });

  it('prolongs only the same active booster, by one duration from its end', () => {
    const gold: BoosterWindow = { boosterId: 'gold', startedAt: 0, endsAt: 24 * H };
    expect(boosterAfter(gold, 'gold', 'prolong', H)).toEqual({ ok: true, window: { ...gold, endsAt: 48 * H } });
    expect(boosterAfter(gold, 'silver', 'prolong', H)).toEqual({ ok: false, error: 'BOOSTER_NOT_ACTIVE' });
    expect(boosterAfter(gold, 'gold', 'prolong', 24 * H)).toEqual({ ok: false, error: 'BOOSTER_NOT_ACTIVE' });
  });

  it('replaces another active booster from now; the same one is prolonged, not replaced', () => {
    const silver: BoosterWindow = { boosterId: 'silver', startedAt: 0, endsAt: H };
    expect(boosterAfter(silver, 'platinum', 'replace', 10)).toEqual({
      ok: true,
      window: { boosterId: 'platinum', startedAt: 10, endsAt: 10 + boosterDurationMs('platinum') },
    });
    expect(boosterAfter(silver, 'silver', 'replace', 10)).toEqual({ ok: false, error: 'BOOSTER_SAME' });
    expect(boosterAfter(null, 'gold', 'replace', 10)).toEqual({ ok: false, error: 'BOOSTER_NOT_ACTIVE' });
  });
});

describe('effects', () => {
  const exp: BoosterWindow = { boosterId: 'experience', startedAt: 0, endsAt: 8 * H };
  const platinum: BoosterWindow = { boosterId: 'platinum', startedAt: 0, endsAt: 72 * H };

  it('experience: +100 % for the booster, +400 % for platinum, added up, none after the end', () => {
    expect(boostedExperience(10, [exp, null], H)).toBe(20);
    expect(boostedExperience(10, [null, platinum], H)).toBe(50);
    expect(boostedExperience(10, [exp, platinum], H)).toBe(60);
    expect(boostedExperience(10, [exp, platinum], 72 * H)).toBe(10);
    expect(boostedExperience(10, [exp, platinum], 8 * H)).toBe(50);
  });

  it('health per level: +400 % of the growth above level 1 while platinum runs', () => {
    expect(setHealthBonus(platinum, 11, 12, H)).toBe(480);
    expect(setHealthBonus(platinum, 1, 12, H)).toBe(0);
    expect(setHealthBonus(platinum, 11, 12, 72 * H)).toBe(0);
  });

  it('regeneration: ×20 inside the window, ×1 outside, and the time it takes is its inverse', () => {
    expect(recoveredPoints(0, 10 * MIN, MIN, null)).toBe(10);
    expect(recoveredPoints(0, 10 * MIN, MIN, platinum)).toBe(200);
    const short: BoosterWindow = { boosterId: 'platinum', startedAt: 5 * MIN, endsAt: 6 * MIN };
    expect(recoveredPoints(0, 10 * MIN, MIN, short)).toBe(9 + 20);
    for (const points of [1, 5, 6, 25, 29, 40]) {
      const at = recoveryDoneAt(0, points, MIN, short);
      expect(recoveredPoints(0, at, MIN, short)).toBeGreaterThanOrEqual(points);
      expect(recoveredPoints(0, at - 1, MIN, short)).toBeLessThan(points);
    }
  });
});

describe('battle bonuses from the boosters (battle status)', () => {
  it('adds up the experience and trophy bonuses of what runs, in percent', () => {
    const window = (boosterId: 'experience' | 'platinum' | 'silver', startedAt: number) => ({
      boosterId,
      startedAt,
      endsAt: startedAt + boosterDurationMs(boosterId),
    });
    expect(battleBonusesAt([null, null], 0)).toEqual({ battle: 0, chest: 0 });
    expect(battleBonusesAt([window('experience', 0), null], 1)).toEqual({ battle: 100, chest: 0 });
    expect(battleBonusesAt([window('experience', 0), window('platinum', 0)], 1)).toEqual({ battle: 500, chest: 100 });
    expect(battleBonusesAt([null, window('silver', 0)], 1)).toEqual({ battle: 100, chest: 25 });
    // Ended windows give nothing.
    expect(battleBonusesAt([window('experience', 0), null], boosterDurationMs('experience'))).toEqual({ battle: 0, chest: 0 });
  });
});
