import type { ResourceAmounts } from '../content/resources.ts';
import type { EventId } from './events-calendar.ts';
import type { GameEvent } from './game-events.ts';

/** §2 task kinds: the story chain, the day's tasks, side tasks, and an event's tasks. */
export const TASK_KINDS = ['scenario', 'daily', 'side', 'event'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export interface TaskDef {
  kind: TaskKind;
  /** The game event it counts, and how much of it completes the task. */
  counts: GameEvent;
  total: number;
  reward: ResourceAmounts;
  /** Event tasks: the event during which they run. */
  eventId?: EventId;
}

/**
 * Every task, by its taskNumber (§3). Scenario tasks form one chain in taskNumber order: the next is
 * shown when the previous reward is taken. Daily tasks renew at the start of each server day, event
 * tasks with each run of their event; scenario and side tasks are done once.
 */
// prettier-ignore
export const TASKS = {
  // The story chain.
  1: { kind: 'scenario', counts: 'BATTLE_WON', total: 1, reward: { GOLD: 100 } },
  2: { kind: 'scenario', counts: 'STAIR_REACHED', total: 3, reward: { GOLD: 150 } },
  3: { kind: 'scenario', counts: 'UPGRADE_FINISHED', total: 1, reward: { GOLD: 200, CRYSTAL: 5 } },
  4: { kind: 'scenario', counts: 'STAIR_REACHED', total: 10, reward: { GOLD: 400, MITHRIL: 5 } },
  5: { kind: 'scenario', counts: 'BATTLE_WON', total: 25, reward: { GOLD: 800, CRYSTAL: 20 } },
  6: { kind: 'scenario', counts: 'STAIR_REACHED', total: 30, reward: { GOLD: 1500, MITHRIL: 10 } },
  7: { kind: 'scenario', counts: 'STAIR_REACHED', total: 100, reward: { GOLD: 5000, MITHRIL: 25 } },
  // The day's tasks.
  101: { kind: 'daily', counts: 'BATTLE_WON', total: 5, reward: { GOLD: 150 } },
  102: { kind: 'daily', counts: 'RESOURCE_TAKEN', total: 5, reward: { GOLD: 100, CRYSTAL: 2 } },
  103: { kind: 'daily', counts: 'UPGRADE_STARTED', total: 1, reward: { GOLD: 100 } },
  // The sides' points (docs/economy.md, the faction shop): their only source.
  104: { kind: 'daily', counts: 'RESOURCE_TAKEN', total: 10, reward: { GOOD_POINTS: 10 } },
  105: { kind: 'daily', counts: 'BATTLE_WON', total: 10, reward: { EVIL_POINTS: 10 } },
  // The clan order's points for gifts to the clan, the shadow's for a long day of battles, cups for
  // the arena (docs/economy.md, "Order points, shadow points and cups").
  106: { kind: 'daily', counts: 'CLAN_DONATION', total: 1000, reward: { ORDER_POINTS: 10 } },
  107: { kind: 'daily', counts: 'BATTLE_WON', total: 20, reward: { SHADOW_POINTS: 10 } },
  108: { kind: 'daily', counts: 'ARENA_WON', total: 3, reward: { CUPS: 3 } },
  // Side tasks.
  201: { kind: 'side', counts: 'BATTLE_WON', total: 100, reward: { MITHRIL: 20 } },
  202: { kind: 'side', counts: 'RESOURCE_TAKEN', total: 50, reward: { GOLD: 1000 } },
  203: { kind: 'side', counts: 'UPGRADE_FINISHED', total: 20, reward: { MITHRIL: 15 } },
  204: { kind: 'side', counts: 'ARENA_WON', total: 10, reward: { CRYSTAL: 10 } },
  205: { kind: 'side', counts: 'CLAN_DONATION', total: 10000, reward: { MITHRIL: 10 } },
  // Event tasks.
  301: { kind: 'event', eventId: 'halloween', counts: 'EVENT_CURRENCY_TAKEN', total: 30, reward: { MITHRIL: 15 } },
  302: { kind: 'event', eventId: 'halloween', counts: 'BATTLE_WON', total: 20, reward: { EVENT_CURRENCY: 10 } },
  311: { kind: 'event', eventId: 'september_cats', counts: 'EVENT_CURRENCY_TAKEN', total: 25, reward: { MITHRIL: 10 } },
  321: { kind: 'event', eventId: 'august_apples', counts: 'EVENT_CURRENCY_TAKEN', total: 25, reward: { MITHRIL: 10 } },
  331: { kind: 'event', eventId: 'birthday_hat', counts: 'EVENT_CURRENCY_TAKEN', total: 20, reward: { MITHRIL: 10 } },
  332: { kind: 'event', eventId: 'birthday_hat', counts: 'BATTLE_WON', total: 10, reward: { EVENT_CURRENCY: 5 } },
  341: { kind: 'event', eventId: 'ivan_kupala', counts: 'EVENT_CURRENCY_TAKEN', total: 25, reward: { MITHRIL: 10 } },
} as const satisfies Record<number, TaskDef>;

export type TaskNumber = keyof typeof TASKS;
export const TASK_NUMBERS = Object.keys(TASKS).map(Number) as TaskNumber[];

export function taskDef(taskNumber: number): TaskDef | null {
  return Object.hasOwn(TASKS, taskNumber) ? (TASKS as Record<number, TaskDef>)[taskNumber]! : null;
}

/** The tasks counting `event`. */
export function tasksCounting(event: GameEvent): TaskNumber[] {
  return TASK_NUMBERS.filter((n) => TASKS[n].counts === event);
}
