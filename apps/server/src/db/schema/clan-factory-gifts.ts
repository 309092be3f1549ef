import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** A member's daily factory gift (server day, Moscow), with the seed it was rolled from: taken once a day. */
export const clanFactoryGifts = pgTable(
  'clan_factory_gifts',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    clanId: integer('clan_id').notNull(),
    seed: integer('seed').notNull(),
    /** The rng state after the roll (rules `RngState`). */
    rng: jsonb('rng').$type<number[]>().notNull(),
    kind: text('kind').$type<'GEARS' | 'RESOURCE'>().notNull(),
    resource: text('resource').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.day] })],
);
