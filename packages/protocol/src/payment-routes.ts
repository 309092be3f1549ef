import { z } from 'zod';
import { PAY_CURRENCIES } from '@rol/rules/content/gem-packs';
import { balancesDto } from './balances-dto.ts';
import { idField, textField } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * The bank of gems (§2) and the platforms' purchases (docs/platforms.md, "Payments"). Gems reach
 * the balance only after the platform confirmed the payment, through the ledger.
 */

export const PAYMENT_STATUSES = ['STARTED', 'GEMS_GRANTED', 'GEMS_TAKEN', 'REFUNDED'] as const;

/** A payment whose banner the player has not closed: started, credited but not taken, returned. */
export const paymentNoticeDto = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  productId: z.string(),
  gems: z.number().int(),
  /** For REFUNDED: the gems taken back from the balance (fewer than `gems` when they were spent). */
  gemsReclaimed: z.number().int(),
  createdAt: z.number().int(),
});
export type PaymentNoticeDto = z.infer<typeof paymentNoticeDto>;

export const gemPackDto = z.object({
  id: z.string(),
  gems: z.number().int(),
  bonus: z.number().int(),
  /** Wheel tickets the purchase earns besides its emeralds. */
  wheelTickets: z.number().int(),
  /** Extra emeralds a purchase made now earns from the GEMS_PLUS_50 campaign (0 while it does not run). */
  campaignBonus: z.number().int(),
  /** Extra emeralds a purchase made now earns from the pack sale (0 unless this pack is on sale now). */
  saleBonus: z.number().int(),
  /** The price in the currency's smallest unit, and as a decimal text in major units. */
  price: z.number().int(),
  priceText: z.string(),
});

/**
 * The pack sale (§4, from 12:00 Moscow time to midnight): the pack on sale and the emeralds it adds,
 * running now, or else the next one (docs/economy.md, "The pack sale").
 */
export const packSaleDto = z.object({
  packId: z.string(),
  percent: z.number().int(),
  extraGems: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  running: z.boolean(),
});
export type PackSaleDto = z.infer<typeof packSaleDto>;

export const bankDto = z.object({
  currency: z.enum(PAY_CURRENCIES),
  packs: z.array(gemPackDto),
  sale: packSaleDto,
  notices: z.array(paymentNoticeDto),
  /** Whether this server takes payments on the game's own site (a payment provider is set up). */
  checkout: z.boolean(),
});
export type BankDto = z.infer<typeof bankDto>;

const productQuery = z.object({ product_id: textField(64).min(1) });

/** The packs in the player's currency (`currency`: the platform's, e.g. mystore's) and the payment banners. */
export const bankGetRoute = defineRoute({
  method: 'GET',
  path: '/api/bank/get',
  auth: 'player',
  query: z.object({ currency: textField(8).optional() }),
  response: bankDto,
});

/** Takes every confirmed payment's gems (GEMS_GRANTED → GEMS_TAKEN) into the balance. */
export const bankTakeRoute = defineRoute({
  method: 'POST',
  path: '/api/bank/take',
  auth: 'player',
  response: z.object({ taken: z.number().int(), balances: balancesDto, notices: z.array(paymentNoticeDto) }),
});

/** Closes a payment's banner (started or returned); PAYMENT_ORDER_NOT_FOUND for another's payment. */
export const bankNoticeSeenRoute = defineRoute({
  method: 'POST',
  path: '/api/bank/notice/seen',
  auth: 'player',
  body: z.object({ id: idField }),
  response: z.object({ notices: z.array(paymentNoticeDto) }),
});

/** What a purchase call answers: the gems credited now (0 for a purchase credited before). */
export const purchaseResultDto = z.object({
  credited: z.number().int(),
  balances: balancesDto,
  /** Yandex purchase tokens the client may consume now: the server has credited them. */
  tokens: z.array(z.string()),
});
export type PurchaseResultDto = z.infer<typeof purchaseResultDto>;

/**
 * The `developerPayload` the client gives Yandex's `purchase()`: the Yandex account buying. Yandex
 * signs it into the receipt, and the server credits the purchase only to the player holding that
 * account (a receipt that leaked cannot be cashed by anyone else).
 */
export function yandexDeveloperPayload(yandexUserId: string): string {
  return `ya:${yandexUserId}`;
}

/** Yandex: the signed `purchase()` answer; credited once per purchase token, then the client consumes it. */
export const yandexBuyRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/ya/buy',
  auth: 'player',
  query: productQuery,
  body: z.object({ signature: textField(16_384).min(1) }),
  response: purchaseResultDto,
});

/** Yandex: the signed `getPurchases()` at every start: unconsumed purchases are credited (once) and returned to consume. */
export const yandexPromocodeSaveRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/ya/promocode/save',
  auth: 'player',
  body: z.object({ signature: textField(65_536).min(1) }),
  response: purchaseResultDto,
});

/**
 * The interface language the player sees the platform's payment texts in (`RU`, `EN`, also `ru`,
 * `en-GB`); absent or neither: the player's own language.
 */
const paymentLangBody = z.object({ lang: textField(8).optional() });

/** Telegram Stars: an invoice link for the pack (its title and description in `lang`) and a STARTED order. */
export const telegramInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/telegram/invoice',
  auth: 'player',
  query: productQuery,
  body: paymentLangBody,
  response: z.object({ link: z.string(), orderId: z.number().int() }),
});

/**
 * Telegram Stars: the client saw the invoice paid; the server only looks at the order (the bot
 * webhook credits) and takes its gems when confirmed; PAYMENT_NOT_PAID while it is not.
 */
export const telegramBuyRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/telegram/buy',
  auth: 'player',
  query: productQuery,
  body: paymentLangBody,
  response: purchaseResultDto,
});

/** The bot's update webhook (Telegram calls it with the secret token header). */
export const telegramWebhookRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/telegram/webhook',
  auth: 'none',
  body: z.looseObject({ update_id: z.number().int() }),
  response: z.object({ ok: z.boolean() }),
});

/** OK's payment callback (`callbacks.payment`): answers OK's XML, success or `error_response`. */
export const okPaymentRoute = defineRoute({
  method: 'GET',
  path: '/api/integration/ok/payment',
  auth: 'none',
  query: z.record(z.string(), z.string()),
});

/** Mail.ru's billing callback (`uid`, `sum`, `tid`, `merchant_param`: our pack, `sign`): `{ status }`. */
export const mailPaymentRoute = defineRoute({
  method: 'GET',
  path: '/api/integration/mail/payment',
  auth: 'none',
  query: z.record(z.string(), z.string()),
  response: z.object({ status: z.enum(['1', '2']), errcode: z.string().optional() }),
});

/** VK Play (mystore)'s billing callback: the same contract with the store's own secret. */
export const mystorePaymentRoute = defineRoute({
  method: 'GET',
  path: '/api/integration/mystore/payment',
  auth: 'none',
  query: z.record(z.string(), z.string()),
  response: z.object({ status: z.enum(['1', '2']), errcode: z.string().optional() }),
});

/** VK's payment notifications (`get_item`, `order_status_change`, form-encoded, `sig`): VK's JSON answers. */
export const vkPaymentRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/vk/payment',
  auth: 'none',
  body: z.record(z.string(), z.string()),
});

/** The own site: a YooKassa checkout for the pack (a STARTED order); the client goes to `url`. */
export const ownCheckoutRoute = defineRoute({
  method: 'GET',
  path: '/api/bank/checkout',
  auth: 'player',
  query: productQuery,
  changesState: true,
  response: z.object({ url: z.string(), orderId: z.number().int() }),
});

/** YooKassa's notifications (`payment.succeeded`, `refund.succeeded`); each is confirmed by reading the payment back. */
export const yooKassaWebhookRoute = defineRoute({
  method: 'POST',
  path: '/api/integration/yookassa/webhook',
  auth: 'none',
  body: z.looseObject({ event: textField(64), object: z.looseObject({}) }),
  response: z.object({ ok: z.boolean() }),
});
