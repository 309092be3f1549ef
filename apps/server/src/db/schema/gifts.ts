import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { GiftResource } from '@rol/rules/community/gift-rules';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A gift (§3 Gift): paid by the sender when sent (ledger), received by the receiver when opened
 * (ledger); the hidden text shows only once it is opened.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    resource: text('resource').$type<GiftResource>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    wish: text('wish').notNull(),
    hiddenText: text('hidden_text').notNull(),
    createdAt: at('created_at').notNull(),
    openedAt: at('opened_at'),
    /** The sender has seen that it was opened (player info `giftNews` until then). */
    senderSeenOpen: boolean('sender_seen_open').notNull().default(false),
  },
  (t) => [
    index('gifts_receiver_idx').on(t.receiverId, t.id),
    index('gifts_sender_idx').on(t.senderId, t.id),
  ],
);

export type GiftRow = typeof gifts.$inferSelect;
