import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Client error reports (§7 `/api/log/add`; the client sends at most 3 per page load). */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    message: text('message').notNull(),
    domain: text('domain'),
    playerId: integer('player_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('client_logs_created_idx').on(t.createdAt)],
);
