import { eq } from 'drizzle-orm';
import { gemPackOf, priceText } from '@rol/rules/content/gem-packs';
import { payments } from '../db/schema/payments.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { actionTransaction } from '../http/action-scope.ts';
import { paymentMethodOf } from './payment-method-service.ts';
import { insertPayment, paymentById } from './payment-queries.ts';
import { checkoutDescription } from './payment-texts.ts';
import { confirmOrder, refundPayment } from './payment-records.ts';
import { yooKassa } from './yookassa-client.ts';

/**
 * The own site's payments through YooKassa (docs/platforms.md): a checkout per order; YooKassa's
 * notifications carry no signature, so each is believed only after reading the payment back from
 * YooKassa's API with our credentials (its own recommendation beside the address allow-list).
 */

function clientOf(ctx: AppContext) {
  const config = ctx.config.payments.yookassa;
  if (config === null) throw new ApiError('PLATFORM_NOT_CONFIGURED');
  return yooKassa(config);
}

/** `bank/checkout?product_id`: a STARTED order and YooKassa's payment page for it. */
export async function createCheckout(ctx: AppContext, player: PlayerRow, productId: string) {
  const pack = gemPackOf(productId);
  if (pack === null) throw new ApiError('PAYMENT_PRODUCT_UNKNOWN', { productId });
  const client = clientOf(ctx);
  if (player.userSource !== 'own') throw new ApiError('PAYMENT_WRONG_PLATFORM');
  const order = await insertPayment(ctx.db, {
    playerId: player.id,
    provider: 'yookassa',
    transactionId: null,
    productId: pack.id,
    gems: pack.gems,
    amount: pack.prices.RUB,
    currency: 'RUB',
    status: 'STARTED',
    now: new Date(ctx.clock()),
  });
  if (order === null) throw new Error('an order without a transaction id cannot conflict');
  const method = await paymentMethodOf(ctx.db, player);
  try {
    const created = await client.createPayment({
      orderId: order.id,
      method,
      value: priceText(pack, 'RUB'),
      description: checkoutDescription(pack.gems, order.id, player.lang === 'EN' ? 'en' : 'ru'),
    });
    if (created.confirmationUrl === null) throw new ApiError('PAYMENT_PROVIDER_FAILED');
    await ctx.db.update(payments).set({ checkoutRef: created.id }).where(eq(payments.id, order.id));
    return { url: created.confirmationUrl, orderId: order.id };
  } catch (error) {
    await ctx.db.delete(payments).where(eq(payments.id, order.id));
    throw error;
  }
}

/** YooKassa's notification: read the payment back, then grant or refund its order once. */
export async function yooKassaNotification(ctx: AppContext, event: string, object: Record<string, unknown>) {
  const client = clientOf(ctx);
  const now = new Date(ctx.clock());
  const paymentId = event.startsWith('refund.') ? object.payment_id : object.id;
  if (typeof paymentId !== 'string' || !/^[0-9a-f-]{8,64}$/i.test(paymentId))
    throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
  if (event === 'payment.succeeded') {
    const payment = await client.getPayment(paymentId);
    const orderId = Number(payment.metadata.orderId);
    const order = Number.isInteger(orderId) && orderId > 0 ? await paymentById(ctx.db, orderId) : null;
    const paidMinor = Math.round(Number(payment.amount.value) * 100);
    if (
      order === null ||
      order.provider !== 'yookassa' ||
      order.checkoutRef !== payment.id ||
      payment.status !== 'succeeded' ||
      !payment.paid ||
      payment.amount.currency !== 'RUB' ||
      paidMinor !== order.amount
    )
      throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
    await actionTransaction(ctx.db, (tx) =>
      confirmOrder(tx, { orderId: order.id, provider: 'yookassa', transactionId: payment.id, now }),
    );
    return { ok: true };
  }
  if (event === 'refund.succeeded') {
    const payment = await client.getPayment(paymentId);
    if (!(Number(payment.refunded) > 0)) throw new ApiError('PAYMENT_NOT_PAID', { status: payment.status });
    if ((await refundPayment(ctx.db, { provider: 'yookassa', transactionId: payment.id, now })) === null)
      throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
    return { ok: true };
  }
  // payment.waiting_for_capture, payment.canceled…: nothing to credit.
  return { ok: true };
}
