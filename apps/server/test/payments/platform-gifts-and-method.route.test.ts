import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENTS } from '../../src/payments/payment-config.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { platformPlayer } from './platform-payment-fakes.ts';
import { paymentsOf, platformGuest } from './payment-test-kit.ts';

/** A YooKassa on loopback that keeps the bodies of the payments it was asked to create. */
const created: Record<string, unknown>[] = [];
let yoo: Server;
let t: TestApp;
beforeAll(async () => {
  yoo = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      created.push(JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>);
      const id = `2d${String(created.length).padStart(6, '0')}-000f-5000-9000-1b68e7b15f3f`;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          id,
          status: 'pending',
          paid: false,
          amount: { value: '49.00', currency: 'RUB' },
          confirmation: { type: 'redirect', confirmation_url: `https://yoomoney.ru/checkout/${id}` },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => yoo.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    config: {
      payments: {
        ...DEFAULT_PAYMENTS,
        yookassa: {
          shopId: 'shop',
          secretKey: 'key',
          apiUrl: `http://127.0.0.1:${(yoo.address() as AddressInfo).port}`,
          returnUrl: 'https://game.example/bank',
          timeoutMs: 5000,
        },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  yoo.closeAllConnections();
  await new Promise((resolve) => yoo.close(resolve));
});

describe('GET /api/integration/foto|mystore/gift/accept', () => {
  it('gives each platform account its gift once, through the ledger, even to 10 calls at once', async () => {
    const me = await platformPlayer(t, 'foto', 'f-100');
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.get('/api/integration/foto/gift/accept', { token: me.token })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expectRefusal(res, 409, 'PAYMENT_GIFT_TAKEN');
    expect(answers.find((res) => res.statusCode === 200)!.json()).toMatchObject({
      gems: 30,
      balances: { mithril: before + 30 },
    });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 30);
    expect(await paymentsOf(t, me.playerId)).toMatchObject([
      { provider: 'foto-gift', transactionId: 'f-100', status: 'GEMS_TAKEN', amount: 0, gems: 30 },
    ]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('is for players of that platform only; the other platform has its own gift', async () => {
    const vp = await platformPlayer(t, 'mystore', 'm-200');
    expect((await t.get('/api/integration/mystore/gift/accept', { token: vp.token })).statusCode).toBe(200);
    expectRefusal(
      await t.get('/api/integration/mystore/gift/accept', { token: vp.token }),
      409,
      'PAYMENT_GIFT_TAKEN',
    );
    expectRefusal(
      await t.get('/api/integration/foto/gift/accept', { token: vp.token }),
      403,
      'PAYMENT_WRONG_PLATFORM',
    );
    const guest = await t.guest();
    expectRefusal(
      await t.get('/api/integration/mystore/gift/accept', { token: guest.token }),
      403,
      'PAYMENT_WRONG_PLATFORM',
    );
  });
});

describe('platform payments without their settings', () => {
  it('answer PLATFORM_NOT_CONFIGURED', async () => {
    const ru = await platformPlayer(t, 'rustore', 'ru-x');
    expectRefusal(
      await t.post(
        '/api/integration/rustore/buy',
        { purchaseId: 'p-1' },
        { token: ru.token, query: { product_id: 'gems_50' } },
      ),
      400,
      'PLATFORM_NOT_CONFIGURED',
    );
    const kong = await platformPlayer(t, 'kong', '5001');
    expectRefusal(
      await t.post('/api/integration/kong/buy', { token: 'x' }, { token: kong.token }),
      400,
      'PLATFORM_NOT_CONFIGURED',
    );
    expectRefusal(
      await t.post('/api/integration/gp/webhook', 'eyJ9.abc', { token: null }),
      400,
      'PLATFORM_NOT_CONFIGURED',
    );
  });
});

describe('the payment method of the settings', () => {
  it('lets a player of our own site choose, and the checkout opens YooKassa on that method', async () => {
    const me = await t.guest();
    expect((await t.get('/api/bank/method/get', { token: me.token })).json()).toEqual({
      method: 'auto',
      methods: ['auto', 'bank_card', 'sbp', 'sberbank', 'yoo_money'],
      source: 'own',
    });
    await t.get('/api/bank/checkout', { token: me.token, query: { product_id: 'gems_50' } });
    expect(created.at(-1)).not.toHaveProperty('payment_method_data');
    const set = await t.post('/api/bank/method/set', { method: 'sbp' }, { token: me.token });
    expect(set.json()).toMatchObject({ method: 'sbp' });
    expect((await t.get('/api/bank/method/get', { token: me.token })).json()).toMatchObject({
      method: 'sbp',
    });
    const checkout = await t.get('/api/bank/checkout', { token: me.token, query: { product_id: 'gems_50' } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(created.at(-1)).toMatchObject({ payment_method_data: { type: 'sbp' } });
    await t.post('/api/bank/method/set', { method: 'auto' }, { token: me.token });
    expect((await t.get('/api/bank/method/get', { token: me.token })).json()).toMatchObject({
      method: 'auto',
    });
  });

  it('offers nothing to choose on a host platform and refuses bad methods', async () => {
    const tg = await platformGuest(t, 'tg');
    expect((await t.get('/api/bank/method/get', { token: tg.token })).json()).toEqual({
      method: 'auto',
      methods: [],
      source: 'tg',
    });
    expectRefusal(
      await t.post('/api/bank/method/set', { method: 'bank_card' }, { token: tg.token }),
      400,
      'PAYMENT_METHOD_UNAVAILABLE',
    );
    const me = await t.guest();
    expectRefusal(
      await t.post('/api/bank/method/set', { method: 'cash' }, { token: me.token }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await t.post('/api/bank/method/set', {}, { token: me.token }), 400, 'VALIDATION_FAILED');
  });
});
