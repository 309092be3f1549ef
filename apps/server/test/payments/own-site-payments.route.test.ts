import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import type { TestApp } from '../test-app.ts';
import { paymentsOf, platformGuest } from './payment-test-kit.ts';
import { fakeYooKassa, yooKassaGame, type FakeYooKassa } from './yookassa-fake.ts';

let fake: FakeYooKassa;
let t: TestApp;
let hook: Awaited<ReturnType<typeof yooKassaGame>>['hook'];
const store = () => fake.payments;
beforeAll(async () => {
  fake = await fakeYooKassa();
  ({ t, hook } = await yooKassaGame(fake));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the own site through YooKassa', () => {
  it("describes the payment in the player's language", async () => {
    const me = await t.guest();
    // The bank tells the page that this server takes own-site payments.
    expect((await t.get('/api/bank/get', { token: me.token })).json()).toMatchObject({ checkout: true });
    expect((await t.post('/api/player/lang/switch/RU', {}, { token: me.token })).statusCode).toBe(200);
    const checkout = async () => {
      const res = await t.get('/api/bank/checkout', { token: me.token, query: { product_id: 'gems_110' } });
      expect(res.statusCode, res.body).toBe(200);
      const { orderId } = res.json<{ orderId: number }>();
      const [order] = (await paymentsOf(t, me.playerId)).filter((row) => row.id === orderId);
      return { orderId, description: store().get(order!.checkoutRef!)?.description };
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
    store().set(id, { ...store().get(id), status: 'succeeded', paid: true });
    t.clock.advance(10_000); // one read back per 10 s
    // Of 50 at once, one reads the payment back; the others are asked to come again (YooKassa retries).
    const answers = await Promise.all(Array.from({ length: 50 }, () => hook('payment.succeeded', { id })));
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
    expect((await hook('payment.succeeded', { id })).json()).toEqual({ ok: true });
    expect(await paymentsOf(t, me.playerId)).toMatchObject([{ status: 'GEMS_GRANTED', transactionId: id }]);
    expect((await t.post('/api/bank/take', undefined, { token: me.token })).json()).toMatchObject({
      taken: 110,
    });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 110);
    // A refund YooKassa confirms takes the gems back.
    t.clock.advance(10_000);
    expectRefusal(await hook('refund.succeeded', { id: 'r1', payment_id: id }), 409, 'PAYMENT_NOT_PAID');
    store().set(id, { ...store().get(id), refunded_amount: { value: '99.00', currency: 'RUB' } });
    t.clock.advance(10_000);
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
    // A payment the game never created is answered without asking YooKassa (yookassa-notifications).
    expectRefusal(
      await hook('payment.succeeded', { id: '2dffffff-000f-5000-9000-1b68e7b15f3f' }),
      404,
      'PAYMENT_ORDER_NOT_FOUND',
    );
    expectRefusal(await hook('payment.succeeded', { id: 'x' }), 404, 'PAYMENT_ORDER_NOT_FOUND');
    expect((await hook('payment.canceled', { id: '2dffffff-000f-5000-9000-1b68e7b15f3f' })).json()).toEqual({
      ok: true,
    });
  });
});
