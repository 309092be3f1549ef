import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * New guests (registerTrial) by IP address, shared by every server node, for the per-IP limit
 * (`config.guestSignups`). Rows older than the limit's window are deleted as new guests arrive.
 */
export const guestSignups = pgTable(
  'guest_signups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('guest_signups_ip_idx').on(t.ip, t.createdAt),
    index('guest_signups_created_idx').on(t.createdAt),
  ],
);
