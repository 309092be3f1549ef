import type { GameEvent } from '@rol/rules/world/game-events';
import { TASK_NUMBERS, TASKS, type TaskNumber } from '@rol/rules/world/tasks';
import { serverDay } from '@rol/rules/server-day';
import { credit, SIM_START_MS } from './sim-economy.ts';
import type { SimPlayer } from './sim-model.ts';

/**
 * The day's tasks the simulation books: only those paying the sides' and the shadow's points (their
 * one source), as the rules' `TASKS` define them. Other tasks are left aside (see the README); the
 * order's points and the cups come from a clan and the arena, which the road's players do not play.
 */
export const SIM_TASKS: readonly TaskNumber[] = TASK_NUMBERS.filter((n) => {
  const def = TASKS[n];
  return def.kind === 'daily' && ('GOOD_POINTS' in def.reward || 'EVIL_POINTS' in def.reward || 'SHADOW_POINTS' in def.reward);
});

/** The server day's counts of the booked tasks, and the tasks whose reward was taken that day. */
export interface SimTaskDay {
  day: number;
  counts: Partial<Record<GameEvent, number>>;
  taken: TaskNumber[];
}

/**
 * Counts a game event of the player (a resource taken, a battle won) for the day's tasks and takes
 * the reward of each that completes (the player takes it at once). The road profile plays no tasks.
 */
export function countTaskEvent(p: SimPlayer, event: GameEvent): void {
  if (p.economy.profile === 'road') return;
  const today = serverDay(SIM_START_MS + p.minutes * 60_000);
  if (p.economy.tasks.day !== today) p.economy.tasks = { day: today, counts: {}, taken: [] };
  const t = p.economy.tasks;
  t.counts[event] = (t.counts[event] ?? 0) + 1;
  for (const n of SIM_TASKS) {
    const def = TASKS[n];
    if (def.counts !== event || t.taken.includes(n) || (t.counts[event] ?? 0) < def.total) continue;
    t.taken.push(n);
    credit(p, 'daily tasks', def.reward);
  }
}
