import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Client error reports (§7 `/api/log/add`; the client sends at most 3 per page load). `ip` and
 * `client` (the player, else the hardware session, else the address) count the per-client and
 * per-IP limits (`logs/log-limit.ts`); rows older than the retention are deleted as new ones arrive.
 */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    message: text('message').notNull(),
    domain: text('domain'),
    playerId: integer('player_id'),
    ip: text('ip'),
    client: text('client'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('client_logs_created_idx').on(t.createdAt),
    index('client_logs_ip_idx').on(t.ip, t.createdAt),
    index('client_logs_client_idx').on(t.client, t.createdAt),
  ],
);
