import { describe, expect, it } from 'vitest';
import { findOffer } from '../economy/catalogue-shops.ts';
import { isResourceKind, ROAD_RESOURCE_KINDS } from '../content/resources.ts';
import { TASK_NUMBERS, TASKS, tasksCounting } from './tasks.ts';

describe('the sides’ points from the day’s tasks', () => {
  const paying = (kind: 'GOOD_POINTS' | 'EVIL_POINTS') =>
    TASK_NUMBERS.filter((n) => (TASKS[n].reward as Record<string, number>)[kind]);

  it('one daily task pays each side: good for resources taken, evil for battles won', () => {
    expect(paying('GOOD_POINTS')).toEqual([104]);
    expect(paying('EVIL_POINTS')).toEqual([105]);
    expect(TASKS[104]).toMatchObject({ kind: 'daily', counts: 'RESOURCE_TAKEN' });
    expect(TASKS[105]).toMatchObject({ kind: 'daily', counts: 'BATTLE_WON' });
    expect(tasksCounting('RESOURCE_TAKEN')).toContain(104);
    expect(tasksCounting('BATTLE_WON')).toContain(105);
    expect(isResourceKind('GOOD_POINTS') && isResourceKind('EVIL_POINTS')).toBe(true);
    expect(ROAD_RESOURCE_KINDS).not.toContain('GOOD_POINTS');
    expect(ROAD_RESOURCE_KINDS).not.toContain('EVIL_POINTS');
  });

  it('a daily player buys a consumable pack most days and the amulet in two to three weeks', () => {
    for (const [kind, amulet, packs] of [
      ['GOOD_POINTS', 'good_phoenix', ['good_blessing', 'good_healing']],
      ['EVIL_POINTS', 'evil_shadow', ['evil_plague', 'evil_fire']],
    ] as const) {
      const perDay = (TASKS[paying(kind)[0]!].reward as Record<string, number>)[kind]!;
      const balance = kind === 'GOOD_POINTS' ? 'goodPoints' : 'evilPoints';
      const price = (id: string) => (findOffer('faction', id)?.price as Record<string, number>)[balance]!;
      const cheapest = Math.min(...packs.map(price));
      // Most days: at least one pack every two days, but not every day (the points stay scarce).
      expect(perDay * 2).toBeGreaterThanOrEqual(cheapest);
      expect(perDay).toBeLessThan(cheapest);
      const amuletDays = Math.ceil(price(amulet) / perDay);
      expect(amuletDays).toBeGreaterThanOrEqual(14);
      expect(amuletDays).toBeLessThanOrEqual(21);
    }
  });
});
