import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '@rol/rules/payment-methods';
import { players } from './players.ts';

/** The payment method a player chose in the settings (docs/platforms.md, "Payment method"); none: `auto`. */
export const paymentMethods = pgTable('payment_methods', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  method: text('method').$type<PaymentMethod>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
