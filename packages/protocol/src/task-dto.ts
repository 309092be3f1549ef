import { z } from 'zod';
import { EVENT_IDS, type EventId } from '@rol/rules/world/events-calendar';
import { GAME_EVENT_NAMES, type GameEvent } from '@rol/rules/world/game-events';
import { TASK_KINDS } from '@rol/rules/world/tasks';
import { TUTORIAL_STEPS } from '@rol/rules/world/tutorial';
import { resourceAmountsDto } from './place-dto.ts';

/** §3 Task: progress, total, taskNumber; with its kind (the tasks window's tab), what it counts and its reward. */
export const taskDto = z.object({
  taskNumber: z.number().int(),
  kind: z.enum(TASK_KINDS),
  counts: z.enum(GAME_EVENT_NAMES as [GameEvent, ...GameEvent[]]),
  progress: z.number().int(),
  total: z.number().int(),
  reward: resourceAmountsDto,
  complete: z.boolean(),
  claimed: z.boolean(),
  eventId: z.enum(EVENT_IDS as [EventId, ...EventId[]]).nullable(),
  /** When a daily or event task's period ends (ms), else null. */
  endsAt: z.number().int().nullable(),
});
export type TaskDto = z.infer<typeof taskDto>;

/** The first-steps tutorial: the steps done and whether it is finished (or skipped). */
export const tutorialDto = z.object({
  done: z.array(z.enum(TUTORIAL_STEPS)),
  next: z.enum(TUTORIAL_STEPS).nullable(),
  finished: z.boolean(),
});
export type TutorialDto = z.infer<typeof tutorialDto>;

/** An event's run: from startMs to endMs (exclusive), server time. */
export const eventRunDto = z.object({
  eventId: z.enum(EVENT_IDS as [EventId, ...EventId[]]),
  key: z.string(),
  startMs: z.number().int(),
  endMs: z.number().int(),
});
