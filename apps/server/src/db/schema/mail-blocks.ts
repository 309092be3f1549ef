import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** §4 "players can block and unblock others in mail" — also the settings black list and private chat. */
export const mailBlocks = pgTable(
  'mail_blocks',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.blockedId] }),
    index('mail_blocks_blocked_idx').on(t.blockedId),
  ],
);
