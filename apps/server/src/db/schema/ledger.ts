import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** docs/architecture.md, "Game state": every change of every resource, with the balance after it. */
export const ledger = pgTable(
  'ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** Why: `starting-bonus`, `gender-change`, … */
    reason: text('reason').notNull(),
    /** What it refers to (a battle id, a purchase id, …) when there is one. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('ledger_player_idx').on(t.playerId, t.id),
    // The eventPosition rating reads the event currency credited during an event's run.
    index('ledger_event_currency_idx')
      .on(t.createdAt, t.playerId)
      .where(sql`${t.resource} = 'eventCurrency' and ${t.delta} > 0`),
  ],
);

export type LedgerRow = typeof ledger.$inferSelect;
