import { describe, expect, it } from 'vitest';
import { seedRng } from '../random/prng.ts';
import { buildingCost, buildingDurationMs, buildingEffects, buildingStatus, resolvedBuilding, speedupGems } from './clan-buildings.ts';
import { nextServerDayAt, serverDay } from '../server-day.ts';
import { rollFactoryGift } from './clan-factory.ts';
import { hallImproveGears } from './clan-hall.ts';
import { clanLevelOf, memberLimit, normalizeClanName } from './clan-limits.ts';
import { raidOver, raidRewards, raidState, RAID_OPTIONS } from './clan-raids.ts';
import { themeChangePrice } from './clan-theme.ts';

describe('clan content', () => {
  it('names: 1..40 characters after trimming', () => {
    expect(normalizeClanName('  ').problem).toBe('EMPTY');
    expect(normalizeClanName('a'.repeat(41)).problem).toBe('TOO_LONG');
    expect(normalizeClanName(' Wolves   of  north ')).toEqual({ name: 'Wolves of north', problem: null });
    for (const hidden of ['\u202E', '\u200B', '\u2066', '\u3164', '\uFEFF', '\u00A0'])
      expect(normalizeClanName(`Wolves${hidden}north`).problem).toBe('INVALID');
  });

  it('levels and member limits', () => {
    expect(clanLevelOf([])).toBe(1);
    expect(clanLevelOf([2, 1, 0])).toBe(4);
    expect(memberLimit(1)).toBe(20);
    expect(memberLimit(4)).toBe(26);
  });

  it('buildings: cost grows with the square of the level, time linearly; lazily completed', () => {
    expect(buildingCost('EXPERIENCE', 1)).toEqual({ gold: 20_000, redCrystals: 20 });
    expect(buildingCost('EXPERIENCE', 3)).toEqual({ gold: 180_000, redCrystals: 180 });
    expect(buildingDurationMs('GEAR_FACTORY', 2)).toBe(4 * 3_600_000);
    const state = { level: 1, upgradeEndsAtMs: 1000 };
    expect(buildingStatus(state, 999)).toBe('PROCESSING');
    expect(resolvedBuilding(state, 1000)).toEqual({ level: 2, upgradeEndsAtMs: null });
    expect(speedupGems(5 * 60_000 + 1)).toBe(2);
    expect(speedupGems(0)).toBe(0);
    expect(buildingEffects({ HALL_OF_FAME: 2, EXPERIENCE: 1 })).toMatchObject({ hallMaxLevel: 4, experiencePercent: 5, factoryOutput: 0 });
  });

  it('theme: three free changes, then 250 gems', () => {
    expect([0, 1, 2, 3, 10].map(themeChangePrice)).toEqual([0, 0, 0, 250, 250]);
  });

  it('hall: each level in between is paid', () => {
    expect(hallImproveGears(0, 3)).toBe(40 + 80 + 120);
    expect(hallImproveGears(2, 2)).toBe(0);
  });

  it('factory: about 30 % gears over many seeds, amounts scale with the level', () => {
    let gears = 0;
    const n = 20_000;
    for (let seed = 0; seed < n; seed += 1) {
      const { gift } = rollFactoryGift(seedRng(seed), 2);
      if (gift.kind === 'GEARS') {
        gears += 1;
        expect(gift.amount).toBeGreaterThanOrEqual(20);
        expect(gift.amount).toBeLessThanOrEqual(40);
      } else expect(gift.amount).toBeGreaterThan(0);
    }
    expect(gears / n).toBeGreaterThan(0.28);
    expect(gears / n).toBeLessThan(0.32);
    expect(rollFactoryGift(seedRng(7), 1)).toEqual(rollFactoryGift(seedRng(7), 1));
  });

  it('the clan day turns at midnight in Moscow', () => {
    const utc2059 = Date.UTC(2025, 0, 15, 20, 59);
    expect(serverDay(utc2059 + 60_000)).toBe(serverDay(utc2059) + 1);
    expect(nextServerDayAt(utc2059)).toBe(Date.UTC(2025, 0, 15, 21, 0));
  });

  it('raids: states, end, rewards by share', () => {
    const idle = { difficulty: 'NORMAL' as const, startedAtMs: null, endsAtMs: null, bossHealth: 0, cooldownUntilMs: null };
    expect(raidState(idle, 1, 0)).toBe('RAID_CLOSED');
    expect(raidState(idle, 3, 0)).toBe('RAID_AVAILABLE');
    expect(raidState({ ...idle, cooldownUntilMs: 10 }, 3, 5)).toBe('RAID_WAITING');
    const running = { ...idle, startedAtMs: 0, endsAtMs: 100, bossHealth: 5 };
    expect(raidState(running, 3, 5)).toBe('IN_RAID');
    expect(raidOver(running, 99)).toBe(false);
    expect(raidOver(running, 100)).toBe(true);
    const rewards = raidRewards('NORMAL', new Map([[1, 300], [2, 100]]), true);
    expect(rewards.get(1)).toEqual({ gold: 75_000, mithril: 22 });
    expect(rewards.get(2)).toEqual({ gold: 25_000, mithril: 7 });
    // Not fallen: 60,000 of 150,000 taken → the pool × 0.4 × 0.5, shared 3 : 1.
    const partial = raidRewards('NORMAL', new Map([[1, 45_000], [2, 15_000]]), false);
    expect(partial.get(1)).toEqual({ gold: 15_000, mithril: 4 });
    expect(partial.get(2)).toEqual({ gold: 5_000, mithril: 1 });
    expect(raidRewards('NORMAL', new Map([[1, 0]]), false).get(1)).toBeUndefined();
    expect(RAID_OPTIONS.EXTREME.bossHealth).toBeGreaterThan(RAID_OPTIONS.HARD.bossHealth);
  });
});
