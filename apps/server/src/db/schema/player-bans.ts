import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BanDuration, BanReason, BanScope } from '@rol/rules/staff/ban-terms';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every ban ever set, with its scope, reason and duration (§6). The ban in force lives on the
 * player's row (`ban_until` for the game, `chat_ban_until`, `forum_ban_until`); this is its history
 * and where the reason of a chat or forum ban is read.
 */
export const playerBans = pgTable(
  'player_bans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<BanScope>().notNull(),
    reason: text('reason').$type<BanReason>().notNull(),
    duration: text('duration').$type<BanDuration>().notNull(),
    /** The moderator who set it. */
    byId: integer('by_id').notNull(),
    createdAt: at('created_at').notNull(),
    until: at('until').notNull(),
    /** Set when a moderator lifted it before its end. */
    liftedAt: at('lifted_at'),
    liftedById: integer('lifted_by_id'),
  },
  (t) => [index('player_bans_player_idx').on(t.playerId, t.id)],
);

export type PlayerBanRow = typeof playerBans.$inferSelect;
