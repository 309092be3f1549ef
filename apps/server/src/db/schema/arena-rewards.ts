import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { League } from '@rol/rules/arena/leagues';
import { players } from './players.ts';

/**
 * Daily arena rewards credited: one row per player per local date (the primary key makes the credit
 * happen once, on any node), with the standing held at the reward moment.
 */
export const arenaRewards = pgTable(
  'arena_rewards',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    rewardAt: timestamp('reward_at', { withTimezone: true, mode: 'date' }).notNull(),
    position: integer('position').notNull(),
    league: text('league').$type<League>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.day] })],
);
