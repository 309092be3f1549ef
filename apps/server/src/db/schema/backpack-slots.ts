import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** The backpack's battle slots (§2 elixir and scroll slot settings): consumable ids or null. */
export const backpackSlots = pgTable('backpack_slots', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  elixirSlots: jsonb('elixir_slots').$type<(string | null)[]>().notNull().default(sql`'[]'::jsonb`),
  scrollSlots: jsonb('scroll_slots').$type<(string | null)[]>().notNull().default(sql`'[]'::jsonb`),
});

export type BackpackSlotsRow = typeof backpackSlots.$inferSelect;
