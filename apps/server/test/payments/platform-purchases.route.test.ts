import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePushHmacHex } from '../../src/platforms/gamepush-signature.ts';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { NO_LAUNCH_PLATFORMS } from '../../src/platforms/launch-platform-config.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  fakeStores,
  KONG_KEY,
  KONG_TOKEN,
  platformPlayer,
  type FakeStores,
} from './platform-payment-fakes.ts';
import { paymentsOf } from './payment-test-kit.ts';

// No published vectors exist for these three: RuStore and Kongregate are read back from their
// APIs (fakes on loopback), GamePush is signed with our own test secret.
const GP_SECRET = 'gp-test-secret';

let t: TestApp;
let fake: FakeStores;
beforeAll(async () => {
  fake = await fakeStores();
  t = await createTestApp({
    config: {
      platforms: {
        ...NO_PLATFORMS,
        gamePushSecret: GP_SECRET,
        kongregate: { apiKey: KONG_KEY, baseUrl: fake.url, timeoutMs: 5000 },
        launch: {
          ...NO_LAUNCH_PLATFORMS,
          rustore: { keyId: 'ru-key', privateKey: fake.ruStoreKey, baseUrl: fake.url, timeoutMs: 5000 },
        },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const ruBuy = (token: string, purchaseId: unknown, productId = 'gems_110') =>
  t.post('/api/integration/rustore/buy', { purchaseId }, { token, query: { product_id: productId } });

describe('POST /api/integration/rustore/buy', () => {
  it('reads the purchase back and credits it once over 50 concurrent calls', async () => {
    const me = await platformPlayer(t, 'rustore', 'ru-1');
    fake.ruPurchases.set('inv-1', {
      status: 'PAID',
      user_id: 'ru-1',
      productId: 'gems_110',
      amount: 9900,
      currency: 'RUB',
    });
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    const answers = await Promise.all(Array.from({ length: 50 }, () => ruBuy(me.token, 'inv-1')));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answers.reduce((sum, res) => sum + res.json<{ credited: number }>().credited, 0)).toBe(110);
    expect(answers[0]!.json()).toMatchObject({ tokens: ['inv-1'] });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 110);
    expect(await paymentsOf(t, me.playerId)).toMatchObject([
      { provider: 'rustore', transactionId: 'inv-1', status: 'GEMS_TAKEN', amount: 9900, currency: 'RUB' },
    ]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses unpaid, foreign, mismatched and unknown purchases, and players not on RuStore', async () => {
    const me = await platformPlayer(t, 'rustore', 'ru-2');
    fake.ruPurchases.set('inv-new', {
      status: 'INVOICE_CREATED',
      user_id: 'ru-2',
      productId: 'gems_110',
      amount: 9900,
    });
    fake.ruPurchases.set('inv-other', {
      status: 'CONFIRMED',
      user_id: 'ru-9',
      productId: 'gems_110',
      amount: 9900,
    });
    fake.ruPurchases.set('inv-cheap', {
      status: 'PAID',
      user_id: 'ru-2',
      productId: 'gems_110',
      amount: 100,
    });
    expectRefusal(await ruBuy(me.token, 'inv-new'), 409, 'PAYMENT_NOT_PAID');
    expectRefusal(await ruBuy(me.token, 'inv-other'), 403, 'PLATFORM_ACCOUNT_NOT_YOURS');
    expectRefusal(await ruBuy(me.token, 'inv-cheap'), 400, 'PAYMENT_AMOUNT_MISMATCH');
    // RuStore's sandbox purchase is a test payment: refused on a live server.
    fake.ruPurchases.set('inv-sandbox', { status: 'PAID', user_id: 'ru-2', productId: 'gems_110', amount: 9900, sandbox: true });
    expectRefusal(await ruBuy(me.token, 'inv-sandbox'), 403, 'PAYMENT_TEST_REFUSED');
    expectRefusal(await ruBuy(me.token, 'inv-other', 'gems_50'), 400, 'PLATFORM_PROOF_MALFORMED');
    expectRefusal(await ruBuy(me.token, 'inv-none'), 403, 'PLATFORM_PROOF_INVALID');
    expectRefusal(await ruBuy(me.token, '../auth'), 400, 'PLATFORM_PROOF_MALFORMED');
    expectRefusal(await ruBuy(me.token, 'inv-1', 'nope'), 400, 'PAYMENT_PRODUCT_UNKNOWN');
    expectRefusal(await ruBuy(me.token, 42), 400, 'VALIDATION_FAILED');
    const guest = await t.guest();
    fake.ruPurchases.set('inv-guest', { status: 'PAID', user_id: 'ru-3', productId: 'gems_110' });
    expectRefusal(await ruBuy(guest.token, 'inv-guest'), 403, 'PAYMENT_WRONG_PLATFORM');
    expect(await paymentsOf(t, me.playerId)).toEqual([]);
  });
});

const kongBuy = (token: string, kongToken = KONG_TOKEN) =>
  t.post('/api/integration/kong/buy', { token: kongToken }, { token });

describe('POST /api/integration/kong/buy', () => {
  it('credits each pack item once per instance over 50 concurrent calls and uses it up on Kongregate', async () => {
    const me = await platformPlayer(t, 'kong', '4201');
    fake.kongItems.set('4201', [
      { id: 901, identifier: 'gems_240', remaining_uses: 1 },
      { id: 902, identifier: 'gems_50', remaining_uses: 1 },
      { id: 903, identifier: 'some_hat', remaining_uses: 1 },
    ]);
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    const answers = await Promise.all(Array.from({ length: 50 }, () => kongBuy(me.token)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answers.reduce((sum, res) => sum + res.json<{ credited: number }>().credited, 0)).toBe(290);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 290);
    expect([...new Set(fake.kongUsed)].sort()).toEqual(['901', '902']);
    expect(await paymentsOf(t, me.playerId)).toMatchObject([
      { provider: 'kong', status: 'GEMS_TAKEN' },
      { provider: 'kong', status: 'GEMS_TAKEN' },
    ]);
    expect((await kongBuy(me.token)).json()).toMatchObject({ credited: 0, tokens: [] });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('keeps an item Kongregate failed to use, and never credits it twice', async () => {
    const me = await platformPlayer(t, 'kong', '4202');
    fake.kongItems.set('4202', [{ id: 911, identifier: 'gems_110', remaining_uses: 1 }]);
    fake.kongUseFails = true;
    expect((await kongBuy(me.token)).json()).toMatchObject({ credited: 110, tokens: [] });
    fake.kongUseFails = false;
    expect((await kongBuy(me.token)).json()).toMatchObject({ credited: 0, tokens: ['911'] });
    expect(await paymentsOf(t, me.playerId)).toHaveLength(1);
  });

  it('refuses players not on Kongregate and answers a platform failure clearly', async () => {
    const guest = await t.guest();
    expectRefusal(await kongBuy(guest.token), 403, 'PAYMENT_WRONG_PLATFORM');
    expectRefusal(
      await t.post('/api/integration/kong/buy', {}, { token: guest.token }),
      400,
      'VALIDATION_FAILED',
    );
    const me = await platformPlayer(t, 'kong', '4203');
    fake.kongDown = true;
    try {
      expectRefusal(await kongBuy(me.token), 400, 'PLATFORM_REFUSED');
    } finally {
      fake.kongDown = false;
    }
  });
});

const gpSigned = (data: unknown, secret = GP_SECRET) => {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64');
  return `${payload}.${gamePushHmacHex(payload, secret)}`;
};
const gpPurchase = (playerId: number, purchaseId: number, tag: string) => ({
  event: 'Purchase',
  player: { id: playerId, test: false },
  result: { __typename: 'PlayerPurchase', id: purchaseId, tag, productId: 7 },
  time: '2026-01-01T00:00:00Z',
});
const gpWebhook = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/integration/gp/webhook',
    headers: { 'content-type': 'text/plain' },
    payload: body,
  });

describe('POST /api/integration/gp/webhook', () => {
  it('grants a signed purchase once over 50 deliveries; the player takes the gems', async () => {
    const me = await platformPlayer(t, 'gp_partner', '1820283');
    const body = gpSigned(gpPurchase(1820283, 555, 'gems_650'));
    const answers = await Promise.all(Array.from({ length: 50 }, () => gpWebhook(body)));
    for (const res of answers) expect(res.json(), res.body).toEqual({ ok: true });
    expect(await paymentsOf(t, me.playerId)).toMatchObject([
      { provider: 'gp', transactionId: '555', status: 'GEMS_GRANTED', gems: 650 },
    ]);
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    expect((await t.post('/api/bank/take', undefined, { token: me.token })).json()).toMatchObject({
      taken: 650,
    });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 650);
    // Other events are answered and ignored; a JSON-quoted body is read the same way.
    expect(
      (await gpWebhook(gpSigned({ event: 'GivePlayerReward', player: { id: 1 }, result: {} }))).json(),
    ).toEqual({ ok: true });
    expect((await t.post('/api/integration/gp/webhook', body, { token: null })).json()).toEqual({ ok: true });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses forged, tampered, malformed, unknown-player and unknown-product deliveries', async () => {
    await platformPlayer(t, 'gp', '77');
    const good = gpSigned(gpPurchase(77, 556, 'gems_50'));
    expectRefusal(
      await gpWebhook(gpSigned(gpPurchase(77, 557, 'gems_50'), 'forged')),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    const [payload, signature] = good.split('.');
    const tampered = Buffer.from(JSON.stringify(gpPurchase(77, 556, 'gems_3800'))).toString('base64');
    expectRefusal(await gpWebhook(`${tampered}.${signature}`), 403, 'PLATFORM_PROOF_INVALID');
    expectRefusal(await gpWebhook(payload!), 400, 'PLATFORM_PROOF_MALFORMED');
    expectRefusal(
      await gpWebhook(gpSigned({ event: 'Purchase', result: { id: 1 } })),
      400,
      'PLATFORM_PROOF_MALFORMED',
    );
    expectRefusal(await gpWebhook(gpSigned(gpPurchase(78, 558, 'gems_50'))), 404, 'PAYMENT_ORDER_NOT_FOUND');
    expectRefusal(await gpWebhook(gpSigned(gpPurchase(77, 559, 'noads'))), 400, 'PAYMENT_PRODUCT_UNKNOWN');
  });
});
