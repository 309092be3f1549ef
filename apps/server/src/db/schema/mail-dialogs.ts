import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { mailMessages } from './mail-messages.ts';
import { players } from './players.ts';

/**
 * One row per mail dialog (keyed as `mail_messages.dialog`) with its newest message, written with
 * every message sent. The mail list reads a player's dialogs (or the support inbox) from here, one
 * row each, instead of every message they ever exchanged.
 */
export const mailDialogs = pgTable(
  'mail_dialogs',
  {
    dialog: text('dialog').primaryKey(),
    playerA: integer('player_a')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    playerB: integer('player_b').references(() => players.id, { onDelete: 'cascade' }),
    support: boolean('support').notNull(),
    lastMessageId: integer('last_message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('mail_dialogs_player_a_idx').on(t.playerA, t.lastMessageId),
    index('mail_dialogs_player_b_idx').on(t.playerB, t.lastMessageId),
    index('mail_dialogs_support_idx')
      .on(t.lastMessageId)
      .where(sql`${t.support}`),
  ],
);

export type MailDialogRow = typeof mailDialogs.$inferSelect;
