import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/**
 * Things a player may do once per server day (Moscow day number since the epoch, `server-day.ts`): the everyday reward
 * (`everyday-reward`), the portal discount's choice (`portal-discount-chosen`, `reference` = portal
 * place id) and its use (`portal-discount-used`). The primary key makes each claim happen once.
 */
export const playerDailyClaims = pgTable(
  'player_daily_claims',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: integer('day').notNull(),
    reference: integer('reference'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.kind, t.day] })],
);

export type PlayerDailyClaimRow = typeof playerDailyClaims.$inferSelect;
