import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** §3 playerMarkers: flags a player has reached (tutorial steps, story, music choice). */
export const playerMarkers = pgTable(
  'player_markers',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    marker: text('marker').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.marker] })],
);

export type PlayerMarkerRow = typeof playerMarkers.$inferSelect;
