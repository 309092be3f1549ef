import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** Cards a player holds (§3 card types: elephant, snake, eagle, mouse, ark, evolution). */
export const playerCards = pgTable(
  'player_cards',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    card: text('card').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.card] }), check('player_cards_count_check', sql`${t.count} >= 0`)],
);

export type PlayerCardRow = typeof playerCards.$inferSelect;
