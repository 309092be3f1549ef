import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clans } from './clans.ts';

/** Every change of a clan's treasury, with the balance after it (the clan is a ledger account). */
export const clanLedger = pgTable(
  'clan_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clanId: integer('clan_id')
      .notNull()
      .references(() => clans.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** Why: `donation`, `building`, `theme`, `factory-gears`, … */
    reason: text('reason').notNull(),
    /** The member who caused it, when there is one. */
    playerId: integer('player_id'),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('clan_ledger_clan_idx').on(t.clanId, t.id)],
);
