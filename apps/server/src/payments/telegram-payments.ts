import { eq } from 'drizzle-orm';
import type { Lang } from '@rol/protocol/error-texts';
import { gemPackOf } from '@rol/rules/content/gem-packs';
import { payments } from '../db/schema/payments.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { actionTransaction } from '../http/action-scope.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { balancesOf } from '../ledger/balances.ts';
import { sameText } from '../platforms/proof-checks.ts';
import { insertPayment, latestOrder, paymentById } from './payment-queries.ts';
import { confirmOrder, refundPayment, takeGrantedGems } from './payment-records.ts';
import { invoiceTexts, orderClosedText, paymentLang } from './payment-texts.ts';
import { telegramBot, type TelegramBot } from './telegram-bot-client.ts';

/**
 * Telegram Stars (docs/platforms.md, "Payments"): our order id rides in the invoice's payload; the
 * bot's webhook approves the pre-checkout query after checking order and price, and credits only
 * on `successful_payment`, once per `telegram_payment_charge_id`.
 */

const bots = new WeakMap<AppContext, TelegramBot>();

function botOf(ctx: AppContext): TelegramBot {
  const token = ctx.config.platforms.telegramBotToken;
  if (token === null) throw new ApiError('PLATFORM_NOT_CONFIGURED');
  let bot = bots.get(ctx);
  if (!bot) {
    const { telegramApiUrl, telegramTimeoutMs } = ctx.config.payments;
    bot = telegramBot({ token, apiUrl: telegramApiUrl, timeoutMs: telegramTimeoutMs });
    bots.set(ctx, bot);
  }
  return bot;
}

const PAYLOAD = /^order:(\d{1,10})$/;

function packOrRefuse(productId: string) {
  const pack = gemPackOf(productId);
  if (pack === null) throw new ApiError('PAYMENT_PRODUCT_UNKNOWN', { productId });
  return pack;
}

/**
 * `telegram/invoice?product_id`: a STARTED order and its invoice link, titled in `lang` (else the
 * player's language).
 */
export async function createTelegramInvoice(
  ctx: AppContext,
  player: PlayerRow,
  productId: string,
  lang?: string,
) {
  const pack = packOrRefuse(productId);
  const bot = botOf(ctx);
  if (player.userSource !== 'tg') throw new ApiError('PAYMENT_WRONG_PLATFORM');
  const order = await insertPayment(ctx.db, {
    playerId: player.id,
    provider: 'tg',
    transactionId: null,
    productId: pack.id,
    gems: pack.gems,
    amount: pack.prices.XTR,
    currency: 'XTR',
    status: 'STARTED',
    now: new Date(ctx.clock()),
  });
  if (order === null) throw new Error('an order without a transaction id cannot conflict');
  try {
    const link = await bot.createInvoiceLink({
      ...invoiceTexts(pack.gems, paymentLang(lang, player.lang)),
      payload: `order:${order.id}`,
      stars: pack.prices.XTR,
    });
    await ctx.db.update(payments).set({ checkoutRef: link }).where(eq(payments.id, order.id));
    return { link, orderId: order.id };
  } catch (error) {
    // No invoice exists: the order is dropped rather than left as a banner that never resolves.
    await ctx.db.delete(payments).where(eq(payments.id, order.id));
    throw error;
  }
}

/** `telegram/buy?product_id`: looks at the newest order of the pack; takes its gems when the webhook confirmed it. */
export async function checkTelegramOrder(ctx: AppContext, who: ActingPlayer, productId: string) {
  packOrRefuse(productId);
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    if (player.userSource !== 'tg') throw new ApiError('PAYMENT_WRONG_PLATFORM');
    const order = await latestOrder(tx, player.id, 'tg', productId);
    if (order === null) throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
    const taken = await takeGrantedGems(tx, player, now);
    if (taken.gems === 0 && order.status === 'STARTED')
      throw new ApiError('PAYMENT_NOT_PAID', { status: order.status });
    return {
      credited: taken.gems,
      balances: balancesOf({ ...player, ...taken.balances }),
      tokens: [],
    };
  });
}

interface PaymentFields {
  currency?: unknown;
  total_amount?: unknown;
  invoice_payload?: unknown;
  telegram_payment_charge_id?: unknown;
}

/** The order a payment's payload names, when its price and currency are the order's. */
async function orderPaid(ctx: AppContext, fields: PaymentFields) {
  const match = PAYLOAD.exec(typeof fields.invoice_payload === 'string' ? fields.invoice_payload : '');
  if (!match) return null;
  const order = await paymentById(ctx.db, Number(match[1]));
  if (order === null || order.provider !== 'tg') return null;
  if (fields.currency !== 'XTR' || fields.total_amount !== order.amount) return null;
  return order;
}

async function langOfPlayer(ctx: AppContext, playerId: number): Promise<Lang> {
  const [row] = await ctx.db.select({ lang: players.lang }).from(players).where(eq(players.id, playerId));
  return row?.lang === 'EN' ? 'en' : 'ru';
}

function chargeIdOf(fields: PaymentFields): string | null {
  const id = fields.telegram_payment_charge_id;
  return typeof id === 'string' && id.length > 0 && id.length <= 256 ? id : null;
}

/** The bot's update webhook: Telegram's secret token header, then the payment updates. */
export async function telegramUpdate(
  ctx: AppContext,
  secretHeader: string | undefined,
  update: Record<string, unknown>,
) {
  const secret = ctx.config.payments.telegramWebhookSecret;
  if (secret === null) throw new ApiError('PLATFORM_NOT_CONFIGURED');
  if (typeof secretHeader !== 'string' || !sameText(secretHeader, secret))
    throw new ApiError('PLATFORM_PROOF_INVALID');
  const now = new Date(ctx.clock());
  const query = update.pre_checkout_query as (PaymentFields & { id?: unknown }) | undefined;
  if (query && typeof query === 'object' && typeof query.id === 'string') {
    const order = await orderPaid(ctx, query);
    const ok = order !== null && order.status === 'STARTED';
    await botOf(ctx).answerPreCheckoutQuery(
      query.id,
      ok,
      ok ? undefined : orderClosedText(order === null ? 'ru' : await langOfPlayer(ctx, order.playerId)),
    );
    return { ok: true };
  }
  const message = (update.message ?? {}) as {
    successful_payment?: PaymentFields;
    refunded_payment?: PaymentFields;
  };
  const paid = message.successful_payment;
  if (paid && typeof paid === 'object') {
    const order = await orderPaid(ctx, paid);
    const chargeId = chargeIdOf(paid);
    if (order === null || chargeId === null) throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
    await actionTransaction(ctx.db, (tx) =>
      confirmOrder(tx, { orderId: order.id, provider: 'tg', transactionId: chargeId, now }),
    );
    return { ok: true };
  }
  const refunded = message.refunded_payment;
  if (refunded && typeof refunded === 'object') {
    const chargeId = chargeIdOf(refunded);
    if (chargeId === null) throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
    if ((await refundPayment(ctx.db, { provider: 'tg', transactionId: chargeId, now })) === null)
      throw new ApiError('PAYMENT_ORDER_NOT_FOUND');
    return { ok: true };
  }
  // Every other update is none of the payments' business.
  return { ok: true };
}
