import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * New players by IP address, shared by every server node, for the per-IP limits: `kind` is `guest`
 * (registerTrial, `config.guestSignups`) or `account` (register without a session,
 * `config.accountSignups`). Rows older than their limit's window are deleted as new players arrive.
 */
export const guestSignups = pgTable(
  'guest_signups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<SignupKind>().notNull().default('guest'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('guest_signups_ip_idx').on(t.ip, t.createdAt),
    index('guest_signups_created_idx').on(t.createdAt),
  ],
);

export type SignupKind = 'guest' | 'account';
