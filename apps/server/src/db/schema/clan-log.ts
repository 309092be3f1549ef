import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clans } from './clans.ts';

/** The clan's history (§4 events), newest last by id; paged newest first. */
export const clanLog = pgTable(
  'clan_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clanId: integer('clan_id')
      .notNull()
      .references(() => clans.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    actorId: integer('actor_id'),
    targetId: integer('target_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('clan_log_clan_idx').on(t.clanId, t.id)],
);

export type ClanLogRow = typeof clanLog.$inferSelect;
