import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { chatMessages } from './chat-messages.ts';
import { players } from './players.ts';

/**
 * One row per private chat room (keyed as `chat_messages.room`, `private:<lower id>:<higher id>`)
 * with its newest message, written with every private message sent. The room list finds a player's
 * private rooms here, one row each, instead of grouping every private message they ever exchanged.
 */
export const chatPrivateRooms = pgTable(
  'chat_private_rooms',
  {
    room: text('room').primaryKey(),
    playerA: integer('player_a')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    playerB: integer('player_b')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('chat_private_rooms_player_a_idx').on(t.playerA, t.lastMessageId),
    index('chat_private_rooms_player_b_idx').on(t.playerB, t.lastMessageId),
  ],
);
