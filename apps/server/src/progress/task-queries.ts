import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { StoredTask } from '@rol/rules/world/task-progress';
import type { DbOrTx } from '../db/database.ts';
import { jsonValue } from '../db/json-rows.ts';
import { playerTasks } from '../db/schema/player-tasks.ts';

/** A player's stored task rows. */
export async function listPlayerTasks(db: DbOrTx, playerId: number): Promise<StoredTask[]> {
  return db
    .select({
      taskNumber: playerTasks.taskNumber,
      period: playerTasks.period,
      progress: playerTasks.progress,
      claimed: playerTasks.claimed,
    })
    .from(playerTasks)
    .where(eq(playerTasks.playerId, playerId));
}

/** The player's task rows as one json field of a statement on `players` (player info's one read). */
export function playerTasksField(playerIdColumn: SQL) {
  return sql<unknown>`(select coalesce(json_agg(json_build_object(
      'taskNumber', pt.task_number, 'period', pt.period, 'progress', pt.progress, 'claimed', pt.claimed)), '[]'::json)
    from player_tasks pt where pt.player_id = ${playerIdColumn})`;
}

/** Decodes `playerTasksField`. */
export function storedTasksFrom(value: unknown): StoredTask[] {
  const rows = jsonValue(value as StoredTask[] | string | null) ?? [];
  return rows.map((r) => ({
    taskNumber: Number(r.taskNumber),
    period: String(r.period),
    progress: Number(r.progress),
    claimed: Boolean(r.claimed),
  }));
}

/** Marks the reward of the task's `period` taken, once: false when it was taken already (or the row moved on). */
export async function markTaskClaimed(
  db: DbOrTx,
  params: { playerId: number; taskNumber: number; period: string; total: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(playerTasks)
    .set({ claimed: true, updatedAt: params.now })
    .where(
      and(
        eq(playerTasks.playerId, params.playerId),
        eq(playerTasks.taskNumber, params.taskNumber),
        eq(playerTasks.period, params.period),
        eq(playerTasks.claimed, false),
        sql`${playerTasks.progress} >= ${params.total}`,
      ),
    )
    .returning({ taskNumber: playerTasks.taskNumber });
  return rows.length > 0;
}
