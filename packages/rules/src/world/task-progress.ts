import type { ResourceAmounts } from '../content/resources.ts';
import { nextServerDayAt, serverDay } from '../server-day.ts';
import { runAt, takesPart, type EventId } from './events-calendar.ts';
import type { GameEvent } from './game-events.ts';
import { TASK_NUMBERS, TASKS, taskDef, type TaskDef, type TaskKind } from './tasks.ts';

/** A player's stored progress of one task: the period it counts for, and whether its reward was taken. */
export interface StoredTask {
  taskNumber: number;
  period: string;
  progress: number;
  claimed: boolean;
}

/** What the player sees of a task now. */
export interface TaskView {
  taskNumber: number;
  kind: TaskKind;
  counts: GameEvent;
  progress: number;
  total: number;
  reward: ResourceAmounts;
  complete: boolean;
  claimed: boolean;
  eventId: EventId | null;
  /** When the task's period ends (daily: the next server day; event: the event's end), else null. */
  endsAt: number | null;
}

/** The task's current period (`once`, `d<server day>`, `e:<event run>`), or null while it does not run for this player. */
export function taskPeriod(def: TaskDef, nowMs: number, lang: string): { period: string; endsAt: number | null } | null {
  if (def.kind === 'daily') return { period: `d${serverDay(nowMs)}`, endsAt: nextServerDayAt(nowMs) };
  if (def.kind === 'event') {
    if (!def.eventId || !takesPart(def.eventId, lang)) return null;
    const run = runAt(def.eventId, nowMs);
    return run ? { period: `e:${run.key}`, endsAt: run.endMs } : null;
  }
  return { period: 'once', endsAt: null };
}

/** The period each task counts for at `nowMs` (event tasks of events not running are left out; language is not checked: a task a player cannot see is never shown or paid). */
export function countingPeriod(def: TaskDef, nowMs: number): string | null {
  if (def.kind !== 'event') return taskPeriod(def, nowMs, 'RU')!.period;
  const run = def.eventId ? runAt(def.eventId, nowMs) : null;
  return run ? `e:${run.key}` : null;
}

function viewOf(taskNumber: number, def: TaskDef, stored: StoredTask | undefined, period: string, endsAt: number | null): TaskView {
  const current = stored && stored.period === period ? stored : undefined;
  const progress = Math.min(def.total, current?.progress ?? 0);
  return {
    taskNumber,
    kind: def.kind,
    counts: def.counts,
    progress,
    total: def.total,
    reward: def.reward,
    complete: progress >= def.total,
    claimed: current?.claimed ?? false,
    eventId: def.eventId ?? null,
    endsAt,
  };
}

/**
 * The tasks a player sees at `nowMs`: the first scenario task whose reward is not taken (the chain),
 * every daily and side task, and the tasks of the events running for the player's language.
 */
export function visibleTasks(stored: readonly StoredTask[], nowMs: number, lang: string): TaskView[] {
  const byNumber = new Map(stored.map((s) => [s.taskNumber, s]));
  const out: TaskView[] = [];
  let scenarioShown = false;
  for (const taskNumber of [...TASK_NUMBERS].sort((a, b) => a - b)) {
    const def: TaskDef = TASKS[taskNumber];
    const when = taskPeriod(def, nowMs, lang);
    if (!when) continue;
    const view = viewOf(taskNumber, def, byNumber.get(taskNumber), when.period, when.endsAt);
    if (def.kind === 'scenario') {
      if (scenarioShown || view.claimed) continue;
      scenarioShown = true;
    }
    out.push(view);
  }
  return out;
}

/** haveCompletedTasks (§3): a visible task is complete and its reward not taken. */
export function hasCompletedTasks(views: readonly TaskView[]): boolean {
  return views.some((v) => v.complete && !v.claimed);
}

/** Whether the player may take the reward of `taskNumber` now, and the period it is paid for. */
export function checkTaskClaim(
  stored: readonly StoredTask[],
  taskNumber: number,
  nowMs: number,
  lang: string,
): { ok: true; period: string; view: TaskView } | { ok: false; error: 'TASK_NOT_FOUND' | 'TASK_NOT_COMPLETE' | 'TASK_REWARD_TAKEN' } {
  const def = taskDef(taskNumber);
  if (!def) return { ok: false, error: 'TASK_NOT_FOUND' };
  const view = visibleTasks(stored, nowMs, lang).find((v) => v.taskNumber === taskNumber);
  if (!view) {
    // A story task whose reward was taken leaves the chain: say so rather than "no such task".
    const period = taskPeriod(def, nowMs, lang)?.period;
    const row = stored.find((s) => s.taskNumber === taskNumber);
    const taken = row !== undefined && row.claimed && row.period === period;
    return { ok: false, error: taken ? 'TASK_REWARD_TAKEN' : 'TASK_NOT_FOUND' };
  }
  if (view.claimed) return { ok: false, error: 'TASK_REWARD_TAKEN' };
  if (!view.complete) return { ok: false, error: 'TASK_NOT_COMPLETE' };
  return { ok: true, period: taskPeriod(taskDef(taskNumber)!, nowMs, lang)!.period, view };
}
