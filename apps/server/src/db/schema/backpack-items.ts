import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** Consumables in a player's backpack (§2): a count per item; a count never goes below zero. */
export const backpackItems = pgTable(
  'backpack_items',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    consumableId: text('consumable_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.consumableId] }),
    check('backpack_items_count_check', sql`${t.count} >= 0`),
  ],
);

export type BackpackItemRow = typeof backpackItems.$inferSelect;
