import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { testClock, type TestApp } from '../test-app.ts';
import { paymentsOf } from './payment-test-kit.ts';
import { fakeYooKassa, paidCheckout, yooKassaGame, type FakeYooKassa } from './yookassa-fake.ts';

// YooKassa's notifications: who may make the game call YooKassa, test payments, partial refunds.
let fake: FakeYooKassa;
let t: TestApp;
let hook: Awaited<ReturnType<typeof yooKassaGame>>['hook'];
const clock = testClock();
beforeAll(async () => {
  fake = await fakeYooKassa();
  ({ t, hook } = await yooKassaGame(fake, { clock }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const UNKNOWN = '2dffffff-000f-5000-9000-1b68e7b15f3f';

describe('YooKassa notifications: no call out for what the game did not create', () => {
  it('answers unknown payments 404 without asking YooKassa, and never a 5xx', async () => {
    const calls = fake.calls.length;
    for (const object of [{ id: UNKNOWN }, { id: UNKNOWN, metadata: { orderId: '999999' } }, { id: UNKNOWN, metadata: { orderId: 'x' } }])
      expectRefusal(await hook('payment.succeeded', object), 404, 'PAYMENT_ORDER_NOT_FOUND');
    expectRefusal(await hook('refund.succeeded', { id: 'r', payment_id: UNKNOWN }), 404, 'PAYMENT_ORDER_NOT_FOUND');
    expect(fake.calls.length).toBe(calls);
  });

  it("reads one of the game's own orders back at most once per 10 s, and not at all once it is settled", async () => {
    const me = await t.guest();
    const res = await t.get('/api/bank/checkout', { token: me.token, query: { product_id: 'gems_50' } });
    const { orderId } = res.json<{ orderId: number }>();
    const id = [...fake.payments.keys()].at(-1)!;
    const object = { id, metadata: { orderId: String(orderId) } };
    const calls = fake.calls.length;
    expectRefusal(await hook('payment.succeeded', object), 404, 'PAYMENT_ORDER_NOT_FOUND'); // still pending
    const limited = expectRefusal(await hook('payment.succeeded', object), 429, 'RATE_LIMITED');
    expect(limited.details).toMatchObject({ seconds: 10 });
    expect(fake.calls.length).toBe(calls + 1);
    // Another order's id is not this order's payment.
    expectRefusal(await hook('payment.succeeded', { ...object, id: UNKNOWN }), 404, 'PAYMENT_ORDER_NOT_FOUND');
    expect(fake.calls.length).toBe(calls + 1);
    clock.advance(10_000);
    fake.payments.set(id, { ...fake.payments.get(id), status: 'succeeded', paid: true });
    expect((await hook('payment.succeeded', object)).json()).toEqual({ ok: true });
    expect((await hook('payment.succeeded', object)).json()).toEqual({ ok: true });
    expect(fake.calls.length).toBe(calls + 2);
    expect(await paymentsOf(t, me.playerId)).toMatchObject([{ status: 'GEMS_GRANTED', transactionId: id }]);
  });
});

describe('YooKassa test payments on a live server', () => {
  it('refuses a checkout on a test shop and never credits a test payment', async () => {
    const me = await t.guest();
    fake.testShop = true;
    try {
      expectRefusal(
        await t.get('/api/bank/checkout', { token: me.token, query: { product_id: 'gems_50' } }),
        403,
        'PAYMENT_TEST_REFUSED',
      );
      expect(await paymentsOf(t, me.playerId)).toEqual([]);
    } finally {
      fake.testShop = false;
    }
    const paid = await paidCheckout(t, fake, me.token, 'gems_50');
    fake.payments.set(paid.id, { ...fake.payments.get(paid.id), test: true });
    expect((await hook('payment.succeeded', { id: paid.id, metadata: paid.metadata })).json()).toEqual({ ok: true });
    expect(await paymentsOf(t, me.playerId)).toMatchObject([{ status: 'STARTED' }]);
  });
});

describe('YooKassa partial refunds', () => {
  it('takes back the refunded share of the gems, rounded down, as the refunds add up', async () => {
    const me = await t.guest();
    const paid = await paidCheckout(t, fake, me.token, 'gems_50'); // 49.00 RUB
    expect((await hook('payment.succeeded', { id: paid.id, metadata: paid.metadata })).statusCode).toBe(200);
    expect((await t.post('/api/bank/take', undefined, { token: me.token })).json()).toMatchObject({ taken: 50 });
    const held = await balanceOf(t.db, me.playerId, 'mithril');
    const refund = async (value: string) => {
      clock.advance(10_000);
      fake.payments.set(paid.id, { ...fake.payments.get(paid.id), refunded_amount: { value, currency: 'RUB' } });
      expect((await hook('refund.succeeded', { id: `r${value}`, payment_id: paid.id })).json()).toEqual({ ok: true });
      return (await paymentsOf(t, me.playerId))[0]!;
    };
    // 1.00 of 49.00 is 1.02 gems of 50: one gem back, the payment still stands.
    expect(await refund('1.00')).toMatchObject({ status: 'GEMS_TAKEN', refundedAmount: 100, gemsReclaimed: 1 });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(held - 1);
    // 24.50 in all is half: 25 gems back in all.
    expect(await refund('24.50')).toMatchObject({ status: 'GEMS_TAKEN', refundedAmount: 2450, gemsReclaimed: 25 });
    expect(await refund('49.00')).toMatchObject({ status: 'REFUNDED', refundedAmount: 4900, gemsReclaimed: 50 });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(held - 50);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('credits only the share not refunded when the refund comes before the gems are taken', async () => {
    const me = await t.guest();
    const paid = await paidCheckout(t, fake, me.token, 'gems_110'); // 99.00 RUB
    expect((await hook('payment.succeeded', { id: paid.id, metadata: paid.metadata })).statusCode).toBe(200);
    clock.advance(10_000);
    fake.payments.set(paid.id, { ...fake.payments.get(paid.id), refunded_amount: { value: '9.90', currency: 'RUB' } });
    expect((await hook('refund.succeeded', { id: 'r1', payment_id: paid.id })).statusCode).toBe(200);
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    expect((await t.post('/api/bank/take', undefined, { token: me.token })).json()).toMatchObject({ taken: 99 });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 99);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
