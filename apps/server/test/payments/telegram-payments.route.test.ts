import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLedger } from '../../src/ledger/apply-ledger.ts';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { fakeBotApi, paymentsOf, platformGuest, type FakeBotApi } from './payment-test-kit.ts';

const BOT_TOKEN = '123456:test-bot-token';
const HOOK_SECRET = 'hook-secret_1';

let t: TestApp;
let bot: FakeBotApi;
beforeAll(async () => {
  bot = await fakeBotApi(BOT_TOKEN);
  t = await createTestApp({
    config: {
      platforms: { ...NO_PLATFORMS, telegramBotToken: BOT_TOKEN },
      payments: {
        telegramApiUrl: bot.url,
        telegramWebhookSecret: HOOK_SECRET,
        telegramTimeoutMs: 5000,
        yookassa: null,
        testMode: false,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await bot.close();
});

const invoice = (token: string, productId = 'gems_50', body: Record<string, unknown> = { lang: 'RU' }) =>
  t.post('/api/integration/telegram/invoice', body, { token, query: { product_id: productId } });
// The client's "paid" check.
const buy = (token: string, productId = 'gems_50') =>
  t.post('/api/integration/telegram/buy', { lang: 'RU' }, { token, query: { product_id: productId } });
const hook = (update: Record<string, unknown>, secret: string | null = HOOK_SECRET) =>
  t.post('/api/integration/telegram/webhook', update, {
    token: null,
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
  });
const successful = (orderId: number, chargeId: string, amount = 25) => ({
  update_id: 1,
  message: {
    message_id: 1,
    successful_payment: {
      currency: 'XTR',
      total_amount: amount,
      invoice_payload: `order:${orderId}`,
      telegram_payment_charge_id: chargeId,
      provider_payment_charge_id: '',
    },
  },
});
const refunded = (orderId: number, chargeId: string) => ({
  update_id: 2,
  message: {
    message_id: 2,
    refunded_payment: {
      currency: 'XTR',
      total_amount: 25,
      invoice_payload: `order:${orderId}`,
      telegram_payment_charge_id: chargeId,
    },
  },
});

async function paidOrder(chargeId: string) {
  const me = await platformGuest(t, 'tg');
  const res = await invoice(me.token);
  expect(res.statusCode, res.body).toBe(200);
  const { orderId } = res.json<{ orderId: number }>();
  expect((await hook(successful(orderId, chargeId))).statusCode).toBe(200);
  return { ...me, orderId };
}

describe('Telegram Stars', () => {
  it('creates an invoice link through the Bot API and a STARTED order', async () => {
    const me = await platformGuest(t, 'tg');
    const res = await invoice(me.token);
    expect(res.statusCode, res.body).toBe(200);
    const { link, orderId } = res.json<{ link: string; orderId: number }>();
    expect(link).toMatch(/^https:\/\/t\.me\/\$invoice/);
    expect(bot.calls.at(-1)).toMatchObject({
      method: 'createInvoiceLink',
      body: { currency: 'XTR', provider_token: '', payload: `order:${orderId}`, prices: [{ amount: 25 }] },
    });
    expect(await paymentsOf(t, me.playerId)).toMatchObject([
      { id: orderId, status: 'STARTED', amount: 25, currency: 'XTR', checkoutRef: link },
    ]);
    expectRefusal(await buy(me.token), 409, 'PAYMENT_NOT_PAID');
    const bank = await t.get('/api/bank/get', { token: me.token });
    expect(bank.json()).toMatchObject({ currency: 'XTR', notices: [{ id: orderId, status: 'STARTED' }] });
  });

  it("titles the invoice in the body's language, else the player's; the old GET form is gone", async () => {
    const me = await platformGuest(t, 'tg');
    expect((await t.post('/api/player/lang/switch/RU', {}, { token: me.token })).statusCode).toBe(200);
    const titled = async (body: Record<string, unknown>) => {
      expect((await invoice(me.token, 'gems_240', body)).statusCode).toBe(200);
      return bot.calls.at(-1)?.body as { title: string; description: string };
    };
    expect(await titled({ lang: 'RU' })).toMatchObject({
      title: '240 изумрудов 💎',
      description: '240 изумрудов · Дорога Легенд',
    });
    expect(await titled({ lang: 'EN' })).toMatchObject({
      title: '240 emeralds 💎',
      description: '240 emeralds · Road of Legends',
    });
    expect(await titled({ lang: 'en-GB' })).toMatchObject({ title: '240 emeralds 💎' });
    // No language, or one that is neither: the player's (Russian here).
    expect(await titled({})).toMatchObject({ title: '240 изумрудов 💎' });
    expect(await titled({ lang: 'de' })).toMatchObject({ title: '240 изумрудов 💎' });
    expect((await t.post('/api/player/lang/switch/EN', {}, { token: me.token })).statusCode).toBe(200);
    expect(await titled({})).toMatchObject({ title: '240 emeralds 💎' });
    expect(await titled({ lang: 'ru' })).toMatchObject({ title: '240 изумрудов 💎' });
    expectRefusal(await invoice(me.token, 'gems_240', { lang: 'x'.repeat(9) }), 400, 'VALIDATION_FAILED');
    for (const path of ['/api/integration/telegram/invoice', '/api/integration/telegram/buy'])
      expect((await t.get(path, { token: me.token, query: { product_id: 'gems_50' } })).statusCode).toBe(404);
  });

  it('approves the pre-checkout of a waiting order at its price and declines the rest', async () => {
    const me = await platformGuest(t, 'tg');
    expect((await t.post('/api/player/lang/switch/RU', {}, { token: me.token })).statusCode).toBe(200);
    const { orderId } = (await invoice(me.token)).json<{ orderId: number }>();
    const query = (amount: number, payload = `order:${orderId}`) => ({
      update_id: 3,
      pre_checkout_query: {
        id: `q${amount}${payload}`,
        from: { id: 1 },
        currency: 'XTR',
        total_amount: amount,
        invoice_payload: payload,
      },
    });
    expect((await hook(query(25))).json()).toEqual({ ok: true });
    expect(bot.calls.at(-1)).toMatchObject({ method: 'answerPreCheckoutQuery', body: { ok: true } });
    await hook(query(1));
    // Telegram shows the refusal to the player: in the order's player's language.
    expect(bot.calls.at(-1)).toMatchObject({
      method: 'answerPreCheckoutQuery',
      body: { ok: false, error_message: 'Этот заказ больше нельзя оплатить.' },
    });
    await hook(query(25, 'order:999999'));
    expect(bot.calls.at(-1)).toMatchObject({ method: 'answerPreCheckoutQuery', body: { ok: false } });
  });

  it('credits only on successful_payment, once per charge id over 50 concurrent updates', async () => {
    const me = await platformGuest(t, 'tg');
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    const { orderId } = (await invoice(me.token)).json<{ orderId: number }>();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => hook(successful(orderId, 'charge-50'))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    expect(await paymentsOf(t, me.playerId)).toMatchObject([
      { status: 'GEMS_GRANTED', transactionId: 'charge-50' },
    ]);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before);
    const checks = await Promise.all(Array.from({ length: 10 }, () => buy(me.token)));
    expect(checks.reduce((sum, res) => sum + (res.json<{ credited?: number }>().credited ?? 0), 0)).toBe(50);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 50);
    expect(await paymentsOf(t, me.playerId)).toMatchObject([{ status: 'GEMS_TAKEN' }]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses updates without the secret token, at a wrong price or for unknown orders', async () => {
    const me = await platformGuest(t, 'tg');
    const { orderId } = (await invoice(me.token)).json<{ orderId: number }>();
    expectRefusal(await hook(successful(orderId, 'c-forged'), 'wrong'), 403, 'PLATFORM_PROOF_INVALID');
    expectRefusal(await hook(successful(orderId, 'c-forged'), null), 403, 'PLATFORM_PROOF_INVALID');
    expectRefusal(await hook(successful(orderId, 'c-cheap', 1)), 404, 'PAYMENT_ORDER_NOT_FOUND');
    expectRefusal(await hook(successful(999_999, 'c-none')), 404, 'PAYMENT_ORDER_NOT_FOUND');
    expect(await paymentsOf(t, me.playerId)).toMatchObject([{ status: 'STARTED' }]);
    expect((await hook({ update_id: 9, message: { text: 'hi' } })).json()).toEqual({ ok: true });
    expectRefusal(await invoice(me.token, 'gems_7'), 400, 'PAYMENT_PRODUCT_UNKNOWN');
    const own = await t.guest();
    expectRefusal(await invoice(own.token), 403, 'PAYMENT_WRONG_PLATFORM');
  });

  it('refuses telegram/buy for an unknown pack and for a player of another platform', async () => {
    const me = await platformGuest(t, 'tg');
    expectRefusal(await buy(me.token, 'gems_7'), 400, 'PAYMENT_PRODUCT_UNKNOWN');
    expectRefusal(await buy(me.token, ''), 400, 'VALIDATION_FAILED');
    expectRefusal(await buy(me.token), 404, 'PAYMENT_ORDER_NOT_FOUND');
    for (const source of ['own', 'ya', 'vk']) {
      const other = await platformGuest(t, source);
      expectRefusal(await buy(other.token), 403, 'PAYMENT_WRONG_PLATFORM');
      expectRefusal(await buy(other.token, 'gems_7'), 400, 'PAYMENT_PRODUCT_UNKNOWN');
    }
    expectRefusal(
      await t.post('/api/integration/telegram/buy', {}, { token: null, query: { product_id: 'gems_50' } }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('answers PAYMENT_PROVIDER_FAILED and keeps no order when the Bot API fails', async () => {
    const me = await platformGuest(t, 'tg');
    bot.failing = true;
    try {
      expectRefusal(await invoice(me.token), 503, 'PAYMENT_PROVIDER_FAILED');
    } finally {
      bot.failing = false;
    }
    expect(await paymentsOf(t, me.playerId)).toEqual([]);
  });

  it('refunds: gems not taken stay with the payment; taken gems come back as far as the balance holds', async () => {
    const waiting = await paidOrder('charge-r1');
    expect((await hook(refunded(waiting.orderId, 'charge-r1'))).statusCode).toBe(200);
    expect(await paymentsOf(t, waiting.playerId)).toMatchObject([{ status: 'REFUNDED', gemsReclaimed: 0 }]);
    expect((await buy(waiting.token)).json()).toMatchObject({ credited: 0 });

    const spender = await paidOrder('charge-r2');
    await buy(spender.token);
    // The player spends all but 20 of their gems before the refund.
    const spent = (await balanceOf(t.db, spender.playerId, 'mithril')) - 20;
    await t.db.transaction((tx) =>
      applyLedger(tx, {
        playerId: spender.playerId,
        resource: 'mithril',
        delta: -spent,
        reason: 'test-spend',
        now: new Date(t.clock()),
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => hook(refunded(spender.orderId, 'charge-r2'))),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(await paymentsOf(t, spender.playerId)).toMatchObject([{ status: 'REFUNDED', gemsReclaimed: 20 }]);
    expect(await balanceOf(t.db, spender.playerId, 'mithril')).toBe(0);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    const bank = await t.get('/api/bank/get', { token: spender.token });
    expect(bank.json()).toMatchObject({ notices: [{ status: 'REFUNDED', gems: 50, gemsReclaimed: 20 }] });
    expectRefusal(await hook(refunded(spender.orderId, 'charge-unknown')), 404, 'PAYMENT_ORDER_NOT_FOUND');
  });
});
