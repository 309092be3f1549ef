import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * A player's identity on a host platform: one player per (source, platform user id). A guest who
 * signs in on a platform gets the row and keeps its progress; a player holds at most one identity
 * per source.
 */
export const platformAccounts = pgTable(
  'platform_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    platformUserId: text('platform_user_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('platform_accounts_identity_idx').on(t.source, t.platformUserId),
    uniqueIndex('platform_accounts_player_source_idx').on(t.playerId, t.source),
  ],
);

export type PlatformAccountRow = typeof platformAccounts.$inferSelect;
