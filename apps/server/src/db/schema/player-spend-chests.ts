import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** The chests by gems spent a player has opened (each at most once: the primary key). */
export const playerSpendChests = pgTable(
  'player_spend_chests',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    chest: text('chest').notNull(),
    /** Gems spent when it was opened. */
    spent: integer('spent').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.chest] })],
);
