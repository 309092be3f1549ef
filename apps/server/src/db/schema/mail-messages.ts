import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * §3 Mail message. `dialog` keys the conversation: `p:<lower id>:<higher id>` between two players,
 * `s:<playerId>` for a player's support dialog. `playerA`/`playerB` are its players (the lower and
 * the higher id; the player and null for support) so a player's dialogs are found by index.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dialog: text('dialog').notNull(),
    playerA: integer('player_a')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    playerB: integer('player_b').references(() => players.id, { onDelete: 'cascade' }),
    /** Who wrote it: a player, or the moderator answering for support. */
    fromId: integer('from_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Who receives it; null when it goes to support (any moderator reads it). */
    toId: integer('to_id').references(() => players.id, { onDelete: 'cascade' }),
    support: boolean('support').notNull().default(false),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    index('mail_messages_dialog_idx').on(t.dialog, t.id),
    index('mail_messages_player_a_idx').on(t.playerA, t.id),
    index('mail_messages_player_b_idx').on(t.playerB, t.id),
    /** A writer's newest mail first: the flood limit. */
    index('mail_messages_from_idx').on(t.fromId, t.id),
    index('mail_messages_unread_idx')
      .on(t.toId)
      .where(sql`${t.readAt} is null`),
    index('mail_messages_support_unread_idx')
      .on(t.dialog)
      .where(sql`${t.support} and ${t.toId} is null and ${t.readAt} is null`),
  ],
);

export type MailMessageRow = typeof mailMessages.$inferSelect;
