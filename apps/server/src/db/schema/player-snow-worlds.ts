import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A player's visit to the snow world (rules `world/snow-world`), one row per player reused by every
 * visit. Its places follow from `seed` and `base_stair` (nothing of them is stored but `done`, a bit
 * per stair whose place was taken or whose monster was beaten). `returns_at` null: the hero is in the
 * snow world; set: the hero was sent home and is back at that time.
 */
export const playerSnowWorlds = pgTable('player_snow_worlds', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** How many visits so far (the current one's number). */
  visit: integer('visit').notNull(),
  /** The visit's layout seed (uint32). */
  seed: bigint('seed', { mode: 'number' }).notNull(),
  /** The player's best victory stair when entering: the snow stairs' strength follows it. */
  baseStair: integer('base_stair').notNull(),
  stair: integer('stair').notNull(),
  stepsLeft: integer('steps_left').notNull(),
  stepsTotal: integer('steps_total').notNull(),
  done: integer('done').notNull().default(0),
  returnsAt: at('returns_at'),
  enteredAt: at('entered_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export type PlayerSnowWorldRow = typeof playerSnowWorlds.$inferSelect;
