import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * The `params` rating: a player's squad strength (attack + defence + health of the squad heroes),
 * stored when the player opens the arena or a rating, sets a defence or attacks in the arena.
 * Ordered by (−power, player id) through its index, so a rank is a count along the index.
 */
export const ratingParams = pgTable(
  'rating_params',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    power: bigint('power', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  // INCLUDE (power) is added by the migration `rating_covering_indexes` (index-only walks).
  (t) => [index('rating_params_order_idx').on(sql`(-${t.power})`, t.playerId)],
);
