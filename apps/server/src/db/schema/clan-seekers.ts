import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** Players who want any clan (`clan/broadcast/apply`): every clan's recruit list shows them. */
export const clanSeekers = pgTable('clan_seekers', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
