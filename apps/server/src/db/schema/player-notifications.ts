import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** A personal notification (`/api/player/notif/list`); `type` names a client text, `params` fill it. */
export const playerNotifications = pgTable(
  'player_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('player_notifications_player_idx').on(t.playerId, t.id)],
);

export type PlayerNotificationRow = typeof playerNotifications.$inferSelect;
