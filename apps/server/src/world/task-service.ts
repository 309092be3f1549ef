import { nextServerDayAt } from '@rol/rules/server-day';
import { activeEvents, upcomingEvents } from '@rol/rules/world/events-calendar';
import { checkTaskClaim, type StoredTask } from '@rol/rules/world/task-progress';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { settleSteps } from '../heroes/settle-steps.ts';
import { listPlayerTasks, markTaskClaimed } from '../progress/task-queries.ts';
import { taskDtosOf } from '../progress/task-dtos.ts';

/**
 * `task/list`: the four tabs' tasks, the running and coming events, the server day's end. Upgrade
 * steps finished by now are settled first (they count UPGRADE_FINISHED), as every hero action does.
 */
export async function listTasks(ctx: AppContext, who: ActingPlayer) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    await settleSteps(tx, player.id, nowMs);
    return taskListOf(player, await listPlayerTasks(tx, player.id), nowMs);
  });
}

function taskListOf(player: PlayerRow, stored: StoredTask[], nowMs: number) {
  const runs = (list: ReturnType<typeof activeEvents>) =>
    list.map(({ eventId, key, startMs, endMs }) => ({ eventId, key, startMs, endMs }));
  return {
    ...taskDtosOf(stored, nowMs, player.lang),
    events: runs(activeEvents(nowMs, player.lang)),
    upcomingEvents: runs(upcomingEvents(nowMs, player.lang)),
    nextDayAt: nextServerDayAt(nowMs),
  };
}

/**
 * `task/{n}/take`: the reward of a complete task, once per period, through the ledger — the claim is
 * a compare-and-set on the task's row inside the player's locked transaction.
 */
export async function takeTaskReward(ctx: AppContext, who: ActingPlayer, taskNumber: number) {
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    await settleSteps(tx, player.id, nowMs);
    const stored = await listPlayerTasks(tx, player.id);
    const check = checkTaskClaim(stored, taskNumber, nowMs, player.lang);
    if (!check.ok) throw new ApiError(check.error, { taskNumber });
    const claimed = await markTaskClaimed(tx, {
      playerId: player.id,
      taskNumber,
      period: check.period,
      total: check.view.total,
      now,
    });
    if (!claimed) throw new ApiError('TASK_REWARD_TAKEN', { taskNumber });
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: check.view.reward,
      sign: 1,
      reason: 'task-reward',
      reference: `task:${taskNumber}:${check.period}`,
      now,
    });
    const updated = stored.map((s) => (s.taskNumber === taskNumber ? { ...s, claimed: true } : s));
    return {
      task: { ...check.view, claimed: true },
      balances: balancesOf({ ...player, ...after }),
      haveCompletedTasks: taskDtosOf(updated, nowMs, player.lang).haveCompletedTasks,
    };
  });
}
