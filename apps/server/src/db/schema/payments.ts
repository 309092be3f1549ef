import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every purchase of gems (docs/platforms.md, "Payments"): STARTED (an order waits for the
 * platform) → GEMS_GRANTED (the platform confirmed; the gems wait for the player) → GEMS_TAKEN
 * (credited through the ledger), or REFUNDED. `(provider, transaction_id)` is unique: a platform's
 * transaction is credited once however often it is delivered.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Who took the money: ya, tg, ok, vk, mail, mystore, rustore, kong, gp, yookassa, foto-gift, mystore-gift. */
    provider: text('provider').notNull(),
    /** The platform's id of the payment (token, charge id, transaction id); null while STARTED. */
    transactionId: text('transaction_id'),
    productId: text('product_id').notNull(),
    gems: integer('gems').notNull(),
    /** What was paid, in the currency's smallest unit (0 for gifts). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** Gems taken back from the balance at a refund (fewer than `gems` when they were spent). */
    gemsReclaimed: integer('gems_reclaimed').notNull().default(0),
    /**
     * Money the platform gave back so far, in `amount`'s unit (a partial refund is less than
     * `amount`): its share of `gems` is due back (`refund-share.ts`).
     */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** When the game last read this payment back from its provider (one read per 10 s: `provider-checks.ts`). */
    checkedAt: at('checked_at'),
    /** The player closed the banner of this payment's last status. */
    noticeSeen: boolean('notice_seen').notNull().default(false),
    /** The provider's own reference of a STARTED order (invoice link, checkout id). */
    checkoutRef: text('checkout_ref'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // NULLs are distinct: any number of STARTED orders without a transaction yet.
    uniqueIndex('payments_transaction_idx').on(t.provider, t.transactionId),
    index('payments_player_idx').on(t.playerId, t.id),
    // A provider's notification names its own payment id, kept as the order's checkout reference.
    index('payments_checkout_ref_idx').on(t.provider, t.checkoutRef),
  ],
);

export const PAYMENT_STATUS_VALUES = ['STARTED', 'GEMS_GRANTED', 'GEMS_TAKEN', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUS_VALUES)[number];
export type PaymentRow = typeof payments.$inferSelect;
