import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every change of a clan's treasury, with the balance after it (the clan is a ledger account). */
export const clanLedger = pgTable(
  'clan_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: the rows outlive a dissolved clan's row (docs/clans.md, "Dissolution"). */
    clanId: integer('clan_id').notNull(),
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
