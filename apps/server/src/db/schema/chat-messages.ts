import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * §3 Chat message. `room` is the storage key, the same for every reader: `main`, `clan:<clanId>`,
 * `private:<lower id>:<higher id>` (names as the client sees them live in @rol/protocol/chat-room).
 * Deletion is soft so a late `list/latest` never resurrects a message.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    room: text('room').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The other member of a private room; null elsewhere. */
    recipientId: integer('recipient_id').references(() => players.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
    deletedBy: integer('deleted_by'),
  },
  (t) => [
    index('chat_messages_room_idx')
      .on(t.room, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('chat_messages_author_idx').on(t.authorId, t.id),
    index('chat_messages_recipient_idx').on(t.recipientId, t.id),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
