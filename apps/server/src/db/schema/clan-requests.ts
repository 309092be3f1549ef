import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clans } from './clans.ts';
import { players } from './players.ts';

/**
 * Between a player and a clan: INVITED (the clan asked), APPLIED (the player asked), REJECTED (the
 * clan refused the application or the player declined). Joining removes the player's rows.
 */
export const clanRequests = pgTable(
  'clan_requests',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    clanId: integer('clan_id')
      .notNull()
      .references(() => clans.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'INVITED' | 'APPLIED' | 'REJECTED'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.clanId] }), index('clan_requests_clan_idx').on(t.clanId)],
);

export type ClanRequestRow = typeof clanRequests.$inferSelect;
