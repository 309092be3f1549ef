import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A player's dealings with one window (`run`) of an offer: when its pop-up was seen and when it was
 * bought. The primary key makes each window honoured once; a missing row is an offer neither seen
 * nor bought.
 */
export const playerOffers = pgTable(
  'player_offers',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    offer: text('offer').notNull(),
    run: integer('run').notNull(),
    seenAt: at('seen_at'),
    boughtAt: at('bought_at'),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.offer, t.run] })],
);

export type PlayerOfferRow = typeof playerOffers.$inferSelect;
