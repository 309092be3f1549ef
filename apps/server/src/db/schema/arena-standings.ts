import { integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DefenceSnapshot } from '@rol/rules/arena/arena-battle';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The arena ladder: one row per arena player. `position` (1 = the best) is unique and the rows
 * always hold 1..N: a player joins at N + 1 under a transaction-scoped advisory lock, and a won
 * attack swaps two rows locked in player-id order. `defence` is the defence squad's snapshot.
 * `rewarded_until` is the moment up to which daily rewards are settled.
 */
export const arenaStandings = pgTable(
  'arena_standings',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    defence: jsonb('defence').$type<DefenceSnapshot>().notNull(),
    /** Local minute of the day of the daily reward, and the UTC offset (minutes east) it is read with. */
    rewardMinute: integer('reward_minute').notNull(),
    utcOffset: integer('utc_offset').notNull(),
    /** The server day the free tries were counted on, and how many were used then. */
    triesDay: integer('tries_day'),
    triesUsed: integer('tries_used').notNull().default(0),
    joinedAt: at('joined_at').notNull(),
    rewardedUntil: at('rewarded_until').notNull(),
  },
  (t) => [
    // A swap parks one row at −position for a moment (unique too), so no check on the sign.
    uniqueIndex('arena_standings_position_idx').on(t.position),
  ],
);

export type ArenaStandingRow = typeof arenaStandings.$inferSelect;
