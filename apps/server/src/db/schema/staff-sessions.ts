import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.ts';

/**
 * Login-as sessions: a session of the player opened by a moderator (`tech/player/enter`). Every
 * action in it is attributed to the moderator; `tech/player/exit` ends it.
 */
export const staffSessions = pgTable('staff_sessions', {
  tokenHash: text('token_hash')
    .primaryKey()
    .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
  moderatorId: integer('moderator_id').notNull(),
  playerId: integer('player_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export type StaffSessionRow = typeof staffSessions.$inferSelect;
