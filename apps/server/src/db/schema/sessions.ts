import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** A signed-in browser. Only the SHA-256 of the token is kept, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_player_idx').on(t.playerId)],
);

export type SessionRow = typeof sessions.$inferSelect;
