import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** §2 "closing chat reports it as seen": the newest message id a player has seen per room (storage key). */
export const chatSeen = pgTable(
  'chat_seen',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    room: text('room').notNull(),
    lastId: integer('last_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.room] })],
);
