import { z } from 'zod';
import { intField } from './fields.ts';
import { balancesDto } from './balances-dto.ts';
import { eventRunDto, taskDto, tutorialDto } from './task-dto.ts';
import { defineRoute } from './route.ts';

/**
 * Tasks (§2, §3): the four tabs' tasks for the player now, whether one is complete and not yet
 * taken, the events running for the player and the next ones, and when the server day ends (the
 * daily tasks renew then).
 */
export const taskListRoute = defineRoute({
  method: 'GET',
  path: '/api/task/list',
  auth: 'player',
  response: z.object({
    tasks: z.array(taskDto),
    haveCompletedTasks: z.boolean(),
    events: z.array(eventRunDto),
    upcomingEvents: z.array(eventRunDto),
    nextDayAt: z.number().int(),
  }),
});

/**
 * Takes a complete task's reward, through the ledger, once per period. TASK_NOT_FOUND (no such task
 * or not shown to the player now), TASK_NOT_COMPLETE, TASK_REWARD_TAKEN.
 */
export const taskTakeRoute = defineRoute({
  method: 'POST',
  path: '/api/task/:taskNumber/take',
  auth: 'player',
  params: z.object({ taskNumber: intField.min(1).max(1_000_000) }),
  response: z.object({ task: taskDto, balances: balancesDto, haveCompletedTasks: z.boolean() }),
});

/** The first-steps tutorial as stored for the player. */
export const tutorialGetRoute = defineRoute({
  method: 'GET',
  path: '/api/tutorial/get',
  auth: 'player',
  response: tutorialDto,
});

/**
 * Skips the tutorial (the client offers it to a player who reached a level before, as its local
 * storage remembers, §3): every step counts as done and nothing stays blocked.
 */
export const tutorialSkipRoute = defineRoute({
  method: 'POST',
  path: '/api/tutorial/skip',
  auth: 'player',
  response: tutorialDto,
});
