import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * Every change of a player's arena position with its moment (joining, a swap): the standing at any
 * past moment — the daily reward's — is the newest row at or before it.
 */
export const arenaPositionLog = pgTable(
  'arena_position_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('arena_position_log_player_idx').on(t.playerId, t.at, t.id)],
);
