import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * A player's wheel of fortune: the stored random state the next spin draws from, the server day's
 * counters (the free spin, the bonus status's extra spins, tickets received from ad views) and the prize of the last spin until it is
 * taken.
 */
export const playerWheels = pgTable(
  'player_wheels',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    rngState: jsonb('rng_state').$type<[number, number, number, number]>().notNull(),
    day: integer('day').notNull(),
    freeSpinUsed: boolean('free_spin_used').notNull().default(false),
    extraSpinsUsed: integer('extra_spins_used').notNull().default(0),
    adTickets: integer('ad_tickets').notNull().default(0),
    spins: integer('spins').notNull().default(0),
    pendingPrize: text('pending_prize'),
    pendingSector: integer('pending_sector'),
  },
  (t) => [
    check('player_wheels_ad_tickets_check', sql`${t.adTickets} >= 0`),
    check('player_wheels_extra_spins_used_check', sql`${t.extraSpinsUsed} >= 0`),
  ],
);

export type PlayerWheelRow = typeof playerWheels.$inferSelect;
