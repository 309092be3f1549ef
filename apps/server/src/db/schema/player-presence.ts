import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * Who is connected now, on any node: each node stamps its connected players at connect and every
 * sweep (30 s); a player is online while the stamp is younger than ONLINE_WINDOW_MS.
 */
export const playerPresence = pgTable(
  'player_presence',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('player_presence_seen_idx').on(t.seenAt)],
);
