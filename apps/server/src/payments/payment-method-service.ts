import { eq } from 'drizzle-orm';
import type { PaymentMethodDto } from '@rol/protocol/payment-method-routes';
import { effectivePaymentMethod, paymentMethodsOf, type PaymentMethod } from '@rol/rules/payment-methods';
import type { DbOrTx } from '../db/database.ts';
import { paymentMethods } from '../db/schema/payment-methods.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';

/** The payment method of the settings: stored per player, used by the own site's checkout. */

type Player = Pick<PlayerRow, 'id' | 'userSource'>;

/** The method a checkout of this player uses now. */
export async function paymentMethodOf(db: DbOrTx, player: Player): Promise<PaymentMethod> {
  const [row] = await db
    .select({ method: paymentMethods.method })
    .from(paymentMethods)
    .where(eq(paymentMethods.playerId, player.id));
  return effectivePaymentMethod(player.userSource, row?.method);
}

export async function getPaymentMethod(db: DbOrTx, player: Player): Promise<PaymentMethodDto> {
  return {
    method: await paymentMethodOf(db, player),
    methods: [...paymentMethodsOf(player.userSource)],
    source: player.userSource as PaymentMethodDto['source'],
  };
}

export async function setPaymentMethod(
  db: DbOrTx,
  player: Player,
  method: PaymentMethod,
  now: Date,
): Promise<PaymentMethodDto> {
  if (!paymentMethodsOf(player.userSource).includes(method))
    throw new ApiError('PAYMENT_METHOD_UNAVAILABLE', { method });
  await db
    .insert(paymentMethods)
    .values({ playerId: player.id, method, updatedAt: now })
    .onConflictDoUpdate({ target: paymentMethods.playerId, set: { method, updatedAt: now } });
  return getPaymentMethod(db, player);
}
