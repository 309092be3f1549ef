import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * §7 load-log steps reported by the client while a page loads; limited per client and per IP and
 * kept for the retention (`logs/log-limit.ts`).
 */
export const loadLogs = pgTable(
  'load_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    step: text('step').notNull(),
    /** No foreign key: a log line outlives nothing and must never block a write. */
    playerId: integer('player_id'),
    hSession: text('h_session'),
    loadedPct: integer('loaded_pct'),
    /** The versioned game-started step: JS heap MB and the hardware session id. */
    memory: integer('memory'),
    session: text('session'),
    version: integer('version'),
    /** The address and the client (player, else hardware session, else address) the limits count. */
    ip: text('ip'),
    client: text('client'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('load_logs_created_idx').on(t.createdAt),
    index('load_logs_ip_idx').on(t.ip, t.createdAt),
    index('load_logs_client_idx').on(t.client, t.createdAt),
  ],
);
