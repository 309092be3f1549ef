import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * The booster running in each of a player's two slots (`experience`, `set`): its window. A row
 * stays after its end (the window is over by its timestamp); the next activation overwrites it.
 */
export const playerBoosters = pgTable(
  'player_boosters',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    boosterId: text('booster_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.slot] }),
    check('player_boosters_window_check', sql`${t.endsAt} > ${t.startedAt}`),
  ],
);

export type PlayerBoosterRow = typeof playerBoosters.$inferSelect;
