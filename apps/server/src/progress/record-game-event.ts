import { eq, sql } from 'drizzle-orm';
import { GAME_EVENTS, type GameEvent } from '@rol/rules/world/game-events';
import { countingPeriod } from '@rol/rules/world/task-progress';
import { TASKS, tasksCounting } from '@rol/rules/world/tasks';
import { tutorialBitOf } from '@rol/rules/world/tutorial';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { playerTasks } from '../db/schema/player-tasks.ts';
import { players } from '../db/schema/players.ts';

/** Who did it: the player, and (when the caller holds the player's row) the tutorial's steps done. */
export interface GameEventActor {
  playerId: number;
  /** `players.tutorial_steps` as the locked row holds it; leave out when the event is no tutorial step. */
  tutorialSteps?: number;
}

/**
 * The task-progress upsert of one kind of event (`sum:` or `max:` and its task numbers): a prepared
 * statement, built once and planned once per connection, as it runs on most actions of the road.
 */
const upsertProgress = (() => {
  const byShape = new Map<string, ReturnType<typeof preparedQuery>>();
  return (tx: DbOrTx, shape: string, values: Record<string, unknown>) => {
    let run = byShape.get(shape);
    if (!run) {
      const [aggregate, numbers = ''] = shape.split(':');
      const taskNumbers = numbers.split(',').map(Number);
      const samePeriod = sql`${playerTasks.period} = excluded.period`;
      const counted =
        aggregate === 'max'
          ? sql`greatest(${playerTasks.progress}, excluded.progress)`
          : sql`${playerTasks.progress} + excluded.progress`;
      byShape.set(
        shape,
        (run = preparedQuery(`record_game_event_${byShape.size}`, (db, name) =>
          db
            .insert(playerTasks)
            .values(
              taskNumbers.map((taskNumber, i) => ({
                playerId: sql`${sql.placeholder('playerId')}::int`,
                taskNumber,
                period: sql`${sql.placeholder(`period${i}`)}::text`,
                progress: sql`${sql.placeholder('amount')}::int`,
                claimed: false,
                updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
              })),
            )
            .onConflictDoUpdate({
              target: [playerTasks.playerId, playerTasks.taskNumber],
              set: {
                progress: sql`case when ${samePeriod} then ${counted} else excluded.progress end`,
                claimed: sql`${playerTasks.claimed} and ${samePeriod}`,
                period: sql`excluded.period`,
                updatedAt: sql`excluded.updated_at`,
              },
            })
            .prepare(name),
        )),
      );
    }
    return run(tx, values);
  };
})();

/**
 * The one mechanism that counts task progress (rules `world/tasks`: a task names the game event it
 * counts): called inside the action's transaction where the event happens, it adds `amount` to (or,
 * for a `max` event, raises to `amount`) every task counting `event` in the task's current period —
 * one upsert, so concurrent events each count once and a new period starts the row over. It also
 * marks the tutorial's step of that event done.
 */
export async function recordGameEvent(
  tx: DbOrTx,
  who: GameEventActor,
  event: GameEvent,
  amount: number,
  nowMs: number,
): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0) return;
  const now = new Date(nowMs);
  const rows = tasksCounting(event).flatMap((taskNumber) => {
    const period = countingPeriod(TASKS[taskNumber], nowMs);
    return period === null ? [] : [{ taskNumber, period }];
  });
  if (rows.length > 0) {
    const values: Record<string, unknown> = { playerId: who.playerId, amount, now: now.toISOString() };
    rows.forEach((row, i) => (values[`period${i}`] = row.period));
    await upsertProgress(
      tx,
      `${GAME_EVENTS[event].aggregate === 'max' ? 'max' : 'sum'}:${rows.map((r) => r.taskNumber).join(',')}`,
      values,
    );
  }
  const bit = tutorialBitOf(event);
  if (bit !== 0 && who.tutorialSteps !== undefined && (who.tutorialSteps & bit) === 0)
    await tx
      .update(players)
      .set({ tutorialSteps: sql`${players.tutorialSteps} | ${bit}` })
      .where(eq(players.id, who.playerId));
}
