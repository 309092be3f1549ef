import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ResourceAmounts } from '@rol/rules/content/resources';
import { players } from './players.ts';

/**
 * A player's delayed chest: how many were taken, and the one on the clock (its bundle and contents as
 * drawn when it was put there, when it started and when it opens); the chest columns are null between
 * a take and the next ensure.
 */
export const playerDelayedChests = pgTable('player_delayed_chests', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  taken: integer('taken').notNull().default(0),
  bundle: text('bundle'),
  amounts: jsonb('amounts').$type<ResourceAmounts>(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
  readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
});

export type PlayerDelayedChestRow = typeof playerDelayedChests.$inferSelect;
