import { bigint, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * How many players of a rating board (`level`, `scenario`, `params`) hold a score in each band, so a
 * rank is a sum over the few bands ahead plus a count inside the player's own band rather than a
 * count of every row ahead. Two grains: a coarse band (`grain` 0, `score >> coarse shift`) and a
 * fine band inside it (`grain` 1, `score >> fine shift`). Kept by database triggers on `players` and
 * `rating_params` in the transaction that changes the score (hand-written SQL in the migration);
 * the counters of one transaction are always taken in (board, grain, band) order.
 */
export const ratingCounts = pgTable(
  'rating_counts',
  {
    board: text('board').notNull(),
    grain: smallint('grain').notNull(),
    bucket: bigint('bucket', { mode: 'bigint' }).notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.grain, t.bucket] })],
);
