import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENTS } from '../../src/payments/payment-config.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { paymentsOf, platformGuest } from './payment-test-kit.ts';

/** A fake YooKassa API on loopback: payments it created, readable back; statuses set by the test. */
const store = new Map<string, Record<string, unknown>>();
let fake: Server;
let t: TestApp;
beforeAll(async () => {
  fake = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.headers.authorization !== `Basic ${Buffer.from('shop:key').toString('base64')}`) {
        response.statusCode = 401;
        return response.end('{}');
      }
      if (request.method === 'POST') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
        const id = `2d${String(store.size).padStart(6, '0')}-000f-5000-9000-1b68e7b15f3f`;
        const payment = {
          id,
          status: 'pending',
          paid: false,
          amount: body.amount,
          metadata: body.metadata,
          description: body.description,
        };
        store.set(id, payment);
        return response.end(
          JSON.stringify({
            ...payment,
            confirmation: { type: 'redirect', confirmation_url: `https://yoomoney.ru/checkout/${id}` },
          }),
        );
      }
      const payment = store.get(decodeURIComponent((request.url ?? '').split('/').pop() ?? ''));
      response.statusCode = payment ? 200 : 404;
      response.end(JSON.stringify(payment ?? {}));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createTestApp({
    config: {
      payments: {
        ...DEFAULT_PAYMENTS,
        yookassa: {
          shopId: 'shop',
          secretKey: 'key',
          apiUrl,
          returnUrl: 'https://game.example/',
          timeoutMs: 5000,
        },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const hook = (event: string, object: Record<string, unknown>) =>
  t.post('/api/integration/yookassa/webhook', { type: 'notification', event, object }, { token: null });

describe('the own site through YooKassa', () => {
  it("describes the payment in the player's language", async () => {
    const me = await t.guest();
    expect((await t.post('/api/player/lang/switch/RU', {}, { token: me.token })).statusCode).toBe(200);
    const checkout = async () => {
      const res = await t.get('/api/bank/checkout', { token: me.token, query: { product_id: 'gems_110' } });
      expect(res.statusCode, res.body).toBe(200);
      const { orderId } = res.json<{ orderId: number }>();
      const [order] = (await paymentsOf(t, me.playerId)).filter((row) => row.id === orderId);
      return { orderId, description: store.get(order!.checkoutRef!)?.description };
    };
    const ru = await checkout();
    expect(ru.description).toBe(`110 изумрудов, заказ ${ru.orderId} · Дорога Легенд`);
    expect((await t.post('/api/player/lang/switch/EN', {}, { token: me.token })).statusCode).toBe(200);
    const en = await checkout();
    expect(en.description).toBe(`110 emeralds, order ${en.orderId} · Road of Legends`);
  });

  it('creates a checkout, grants only what YooKassa confirms, once over 50 notifications', async () => {
    const me = await t.guest();
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    const res = await t.get('/api/bank/checkout', { token: me.token, query: { product_id: 'gems_110' } });
    expect(res.statusCode, res.body).toBe(200);
    const { url, orderId } = res.json<{ url: string; orderId: number }>();
    expect(url).toMatch(/^https:\/\/yoomoney\.ru\/checkout\//);
    const [order] = await paymentsOf(t, me.playerId);
    expect(order).toMatchObject({ id: orderId, status: 'STARTED', amount: 9900, currency: 'RUB' });
    const id = order!.checkoutRef!;
    // A notification YooKassa does not back (the payment is still pending) grants nothing.
    expectRefusal(
      await hook('payment.succeeded', { id, status: 'succeeded' }),
      404,
      'PAYMENT_ORDER_NOT_FOUND',
    );
    store.set(id, { ...store.get(id), status: 'succeeded', paid: true });
    const answers = await Promise.all(Array.from({ length: 50 }, () => hook('payment.succeeded', { id })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await paymentsOf(t, me.playerId)).toMatchObject([{ status: 'GEMS_GRANTED', transactionId: id }]);
    expect((await t.post('/api/bank/take', undefined, { token: me.token })).json()).toMatchObject({
      taken: 110,
    });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 110);
    // A refund YooKassa confirms takes the gems back.
    expectRefusal(await hook('refund.succeeded', { id: 'r1', payment_id: id }), 409, 'PAYMENT_NOT_PAID');
    store.set(id, { ...store.get(id), refunded_amount: { value: '99.00', currency: 'RUB' } });
    expect((await hook('refund.succeeded', { id: 'r1', payment_id: id })).statusCode).toBe(200);
    expect(await paymentsOf(t, me.playerId)).toMatchObject([{ status: 'REFUNDED', gemsReclaimed: 110 }]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses unknown packs, platform players, and notifications of payments it never made', async () => {
    const me = await t.guest();
    expectRefusal(
      await t.get('/api/bank/checkout', { token: me.token, query: { product_id: 'x' } }),
      400,
      'PAYMENT_PRODUCT_UNKNOWN',
    );
    const ya = await platformGuest(t, 'ya');
    expectRefusal(
      await t.get('/api/bank/checkout', { token: ya.token, query: { product_id: 'gems_50' } }),
      403,
      'PAYMENT_WRONG_PLATFORM',
    );
    expectRefusal(
      await hook('payment.succeeded', { id: '2dffffff-000f-5000-9000-1b68e7b15f3f' }),
      503,
      'PAYMENT_PROVIDER_FAILED',
    );
    expectRefusal(await hook('payment.succeeded', { id: 'x' }), 404, 'PAYMENT_ORDER_NOT_FOUND');
    expect((await hook('payment.canceled', { id: '2dffffff-000f-5000-9000-1b68e7b15f3f' })).json()).toEqual({
      ok: true,
    });
  });
});
