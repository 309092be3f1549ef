import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** A promotion a player has used (each at most once: the primary key). */
export const playerPromotions = pgTable(
  'player_promotions',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    promotion: text('promotion').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.promotion] })],
);
