import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * A player's progress of one task (rules `world/tasks`): one row per task, holding the period it
 * counts for (`once`, `d<server day>`, `e:<event run>`). A game event of a new period starts the row
 * over (progress from zero, reward not taken), so daily and event tasks renew without a job.
 */
export const playerTasks = pgTable(
  'player_tasks',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    taskNumber: integer('task_number').notNull(),
    period: text('period').notNull(),
    progress: integer('progress').notNull().default(0),
    claimed: boolean('claimed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.taskNumber] })],
);

export type PlayerTaskRow = typeof playerTasks.$inferSelect;
