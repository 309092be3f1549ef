import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The clan's history (§4 events), newest last by id; paged newest first. */
export const clanLog = pgTable(
  'clan_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: the rows outlive a dissolved clan's row (docs/clans.md, "Dissolution"). */
    clanId: integer('clan_id').notNull(),
    event: text('event').notNull(),
    actorId: integer('actor_id'),
    targetId: integer('target_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('clan_log_clan_idx').on(t.clanId, t.id)],
);

export type ClanLogRow = typeof clanLog.$inferSelect;
