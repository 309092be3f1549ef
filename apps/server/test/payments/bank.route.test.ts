import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/db/schema/players.ts';
import { grantPayment } from '../../src/payments/payment-records.ts';
import { gemPackOf } from '@rol/rules/content/gem-packs';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { platformGuest } from './payment-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const grant = (playerId: number, transactionId: string) =>
  t.db.transaction((tx) =>
    grantPayment(tx, {
      playerId,
      provider: 'ok',
      transactionId,
      pack: gemPackOf('gems_50')!,
      amount: 4900,
      currency: 'OK',
      now: new Date(t.clock()),
    }),
  );

describe('the bank of gems', () => {
  it('says when no payment provider is set up, and refuses the own site checkout with PAYMENT_NOT_CONFIGURED', async () => {
    const me = await t.guest();
    expect((await t.get('/api/bank/get', { token: me.token })).json()).toMatchObject({ checkout: false });
    expectRefusal(
      await t.get('/api/bank/checkout', { token: me.token, query: { product_id: 'gems_50' } }),
      400,
      'PAYMENT_NOT_CONFIGURED',
    );
  });

  it('prices the packs in roubles by default, mystore in dollars or euros when asked', async () => {
    const me = await t.guest();
    const bank = await t.get('/api/bank/get', { token: me.token, query: { currency: 'USD' } });
    expect(bank.statusCode, bank.body).toBe(200);
    expect(bank.json()).toMatchObject({ currency: 'RUB', notices: [] });
    expect(bank.json<{ packs: unknown[] }>().packs[0]).toEqual({
      id: 'gems_50',
      gems: 50,
      bonus: 0,
      campaignBonus: 0,
      saleBonus: 0,
      wheelTickets: 1,
      price: 4900,
      priceText: '49.00',
    });
    const store = await platformGuest(t, 'mystore');
    const usd = (await t.get('/api/bank/get', { token: store.token, query: { currency: 'usd' } })).json<{
      currency: string;
      packs: unknown[];
    }>();
    expect(usd.currency).toBe('USD');
    expect(usd.packs[0]).toMatchObject({ id: 'gems_50', price: 99, priceText: '0.99' });
    expect(
      (await t.get('/api/bank/get', { token: store.token, query: { currency: 'KZT' } })).json(),
    ).toMatchObject({ currency: 'RUB' });
    expectRefusal(await t.get('/api/bank/get'), 401, 'UNAUTHORIZED');
  });

  it('shows confirmed gems as waiting until taken, and closes banners of its own payments only', async () => {
    const me = await t.guest();
    const { row } = await grant(me.playerId, 'bank-1');
    expect((await t.get('/api/bank/get', { token: me.token })).json()).toMatchObject({
      notices: [{ id: row.id, status: 'GEMS_GRANTED', gems: 50 }],
    });
    const other = await t.guest();
    expectRefusal(
      await t.post('/api/bank/notice/seen', { id: row.id }, { token: other.token }),
      404,
      'PAYMENT_ORDER_NOT_FOUND',
    );
    expect((await t.post('/api/bank/take', undefined, { token: me.token })).json()).toMatchObject({
      taken: 50,
      notices: [],
    });
  });

  it('feeds the moderator view of a player’s payments', async () => {
    const me = await t.guest();
    await grant(me.playerId, 'bank-2');
    const admin = await t.player('gem_keeper');
    await t.db.update(players).set({ accessLevel: 'ADMIN' }).where(eq(players.id, admin.playerId));
    const page = await t.get(`/api/tech/player/${me.playerId}/payments`, {
      token: admin.token,
      query: { page: 0 },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      page: 0,
      hasMore: false,
      payments: [
        {
          provider: 'ok',
          transactionId: 'bank-2',
          status: 'GEMS_GRANTED',
          gems: 50,
          amount: 4900,
          currency: 'OK',
        },
      ],
    });
  });
});
