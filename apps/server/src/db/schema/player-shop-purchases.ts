import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * What a player bought of each catalogue-shop offer on a server day (Moscow day number since the
 * epoch, `server-day.ts`), for the offers' daily limits. `offer` is `<shop>:<offer id>`.
 */
export const playerShopPurchases = pgTable(
  'player_shop_purchases',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    offer: text('offer').notNull(),
    day: integer('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.offer, t.day] })],
);

export type PlayerShopPurchaseRow = typeof playerShopPurchases.$inferSelect;
