import { eq } from 'drizzle-orm';
import { gemPackOf, priceText } from '@rol/rules/content/gem-packs';
import { payments } from '../db/schema/payments.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { actionTransaction } from '../http/action-scope.ts';
import { paymentMethodOf } from './payment-method-service.ts';
import { insertPayment, paymentByCheckout, paymentByTransaction } from './payment-queries.ts';
import { claimProviderCheck } from './provider-checks.ts';
import { checkoutDescription } from './payment-texts.ts';
import { confirmOrder, refundPayment } from './payment-records.ts';
import { assertTestPaymentAllowed, refusesTestPayment } from './test-payments.ts';
import { yooKassa } from './yookassa-client.ts';

/**
 * The own site's payments through YooKassa (docs/platforms.md): a checkout per order; YooKassa's
 * notifications carry no signature, so each is believed only after reading the payment back from
 * YooKassa's API with our credentials (its own recommendation beside the address allow-list).
 */

function clientOf(ctx: AppContext) {
  const config = ctx.config.payments.yookassa;
  if (config === null) throw new ApiError('PAYMENT_NOT_CONFIGURED');
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
    // A test shop's keys on a live server: refused before the player pays anything.
    assertTestPaymentAllowed(ctx, created.test);
    if (created.confirmationUrl === null) throw new ApiError('PAYMENT_PROVIDER_FAILED');
    await ctx.db.update(payments).set({ checkoutRef: created.id }).where(eq(payments.id, order.id));
    return { url: created.confirmationUrl, orderId: order.id };
  } catch (error) {
    await ctx.db.delete(payments).where(eq(payments.id, order.id));
    throw error;
  }
}

const PAYMENT_ID = /^[0-9a-f-]{8,64}$/i;

/**
 * The game's own order a notification names, looked up before YooKassa is asked anything: the order
 * whose checkout is that payment (`payment.succeeded`), or the confirmed payment (`refund.succeeded`).
 * Null: not a payment the game created.
 */
function orderNamed(ctx: AppContext, event: string, paymentId: string) {
  return event === 'refund.succeeded'
    ? paymentByTransaction(ctx.db, 'yookassa', paymentId)
    : paymentByCheckout(ctx.db, 'yookassa', paymentId);
}

/**
 * YooKassa's notification. It is not signed, so anyone may send one: only a payment the game created
 * and has not settled is read back from YooKassa's API (at most once per 10 s, `provider-checks.ts`),
 * and only what that answer says is granted or refunded; everything else is answered without a
 * call out (PAYMENT_ORDER_NOT_FOUND, or `ok` for what is settled already). A test shop's payment is
 * answered and credits nothing without PAYMENTS_TEST_MODE.
 */
export async function yooKassaNotification(ctx: AppContext, event: string, object: Record<string, unknown>) {
  const client = clientOf(ctx);
  const now = new Date(ctx.clock());
  // payment.waiting_for_capture, payment.canceled…: nothing to credit.
  if (event !== 'payment.succeeded' && event !== 'refund.succeeded') return { ok: true };
  const paymentId = event === 'refund.succeeded' ? object.payment_id : object.id;
  if (typeof paymentId !== 'string' || !PAYMENT_ID.test(paymentId)) throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
  const order = await orderNamed(ctx, event, paymentId);
  if (order === null) throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
  const settled = event === 'payment.succeeded' ? order.status !== 'STARTED' : order.status === 'REFUNDED';
  if (settled) return { ok: true };
  await claimProviderCheck(ctx.db, order.id, now.getTime());
  const payment = await client.getPayment(paymentId);
  if (payment.id !== paymentId) throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
  if (refusesTestPayment(ctx, payment.test)) return { ok: true };
  if (event === 'payment.succeeded') {
    const paid = payment.status === 'succeeded' && payment.paid && payment.amount.currency === 'RUB';
    if (!paid || Math.round(Number(payment.amount.value) * 100) !== order.amount)
      throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
    await actionTransaction(ctx.db, (tx) =>
      confirmOrder(tx, { orderId: order.id, provider: 'yookassa', transactionId: payment.id, now }),
    );
    return { ok: true };
  }
  const refunded = Math.round(Number(payment.refunded) * 100);
  if (!(refunded > 0)) throw new ApiError('PAYMENT_NOT_PAID', { status: payment.status });
  await refundPayment(ctx.db, { provider: 'yookassa', transactionId: payment.id, now, refunded });
  return { ok: true };
}
