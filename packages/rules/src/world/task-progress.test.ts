import { describe, expect, it } from 'vitest';
import { nextServerDayAt } from '../server-day.ts';
import { moscowTimeToUtc } from './server-time.ts';
import { checkTaskClaim, countingPeriod, hasCompletedTasks, visibleTasks, type StoredTask } from './task-progress.ts';
import { TASKS, TASK_NUMBERS } from './tasks.ts';
import { GAME_EVENTS } from './game-events.ts';
import { EVENTS } from './events-calendar.ts';

const MINUTE = 60_000;
const noon = moscowTimeToUtc(2026, 3, 10, 12, 0);

describe('tasks', () => {
  it('every task counts a declared game event, has a positive total and an event task names an event with places', () => {
    for (const n of TASK_NUMBERS) {
      const def = TASKS[n];
      expect(Object.hasOwn(GAME_EVENTS, def.counts)).toBe(true);
      expect(def.total).toBeGreaterThan(0);
      if (def.kind === 'event') expect('eventId' in def && EVENTS[def.eventId].currencyPlaces).toBe(true);
    }
  });

  it('daily tasks renew when the server day changes (midnight Moscow, 21:00 UTC)', () => {
    const midnight = moscowTimeToUtc(2026, 3, 11, 0, 0);
    expect(nextServerDayAt(noon)).toBe(midnight);
    expect(midnight).toBe(Date.UTC(2026, 2, 10, 21, 0));
    const before = countingPeriod(TASKS[101], midnight - MINUTE);
    expect(countingPeriod(TASKS[101], midnight)).not.toBe(before);
    expect(countingPeriod(TASKS[101], midnight + MINUTE)).toBe(countingPeriod(TASKS[101], midnight));
    const stored: StoredTask[] = [{ taskNumber: 101, period: before!, progress: 5, claimed: false }];
    const daily = (ms: number) => visibleTasks(stored, ms, 'RU').find((t) => t.taskNumber === 101)!;
    expect(daily(midnight - MINUTE)).toMatchObject({ progress: 5, complete: true });
    expect(daily(midnight)).toMatchObject({ progress: 0, complete: false, claimed: false });
  });

  it('shows one scenario task at a time, the next once the reward is taken', () => {
    const first = visibleTasks([], noon, 'EN').filter((t) => t.kind === 'scenario');
    expect(first.map((t) => t.taskNumber)).toEqual([1]);
    const next = visibleTasks([{ taskNumber: 1, period: 'once', progress: 1, claimed: true }], noon, 'EN');
    expect(next.filter((t) => t.kind === 'scenario').map((t) => t.taskNumber)).toEqual([2]);
  });

  it('event tasks appear during their event only, and Kupala tasks for Russian players only', () => {
    const kupala = moscowTimeToUtc(2026, 7, 6, 12, 0);
    expect(visibleTasks([], kupala, 'RU').some((t) => t.taskNumber === 341)).toBe(true);
    expect(visibleTasks([], kupala, 'EN').some((t) => t.taskNumber === 341)).toBe(false);
    expect(visibleTasks([], noon, 'RU').some((t) => t.kind === 'event')).toBe(false);
  });

  it('a reward is taken once, only when complete', () => {
    const day = countingPeriod(TASKS[101], noon)!;
    expect(checkTaskClaim([], 101, noon, 'RU')).toEqual({ ok: false, error: 'TASK_NOT_COMPLETE' });
    const done: StoredTask[] = [{ taskNumber: 101, period: day, progress: 9, claimed: false }];
    expect(checkTaskClaim(done, 101, noon, 'RU')).toMatchObject({ ok: true, period: day });
    expect(hasCompletedTasks(visibleTasks(done, noon, 'RU'))).toBe(true);
    const taken: StoredTask[] = [{ ...done[0]!, claimed: true }];
    expect(checkTaskClaim(taken, 101, noon, 'RU')).toEqual({ ok: false, error: 'TASK_REWARD_TAKEN' });
    expect(hasCompletedTasks(visibleTasks(taken, noon, 'RU'))).toBe(false);
    expect(checkTaskClaim([], 999, noon, 'RU')).toEqual({ ok: false, error: 'TASK_NOT_FOUND' });
    expect(checkTaskClaim([], 2, noon, 'RU')).toEqual({ ok: false, error: 'TASK_NOT_FOUND' });
  });
});
