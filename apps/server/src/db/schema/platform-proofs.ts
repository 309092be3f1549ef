import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * Sign-in proofs already used (their digest): the same proof signs in only the session it first
 * signed in, so a copied launch link or token cannot open a second session.
 */
export const platformProofs = pgTable(
  'platform_proofs',
  {
    proofKey: text('proof_key').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('platform_proofs_used_at_idx').on(t.usedAt)],
);
