import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePushHmacHex } from '../../src/platforms/gamepush-signature.ts';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { DEFAULT_PAYMENTS } from '../../src/payments/payment-config.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { platformPlayer } from './platform-payment-fakes.ts';
import { paymentsOf } from './payment-test-kit.ts';

// GamePush's refunds, test purchases and `gp/take`, signed with our own test secret (no published vectors).
const GP_SECRET = 'gp-refund-secret';

const signed = (data: unknown) => {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64');
  return `${payload}.${gamePushHmacHex(payload, GP_SECRET)}`;
};
const purchase = (playerId: number, purchaseId: number, tag: string, test = false) => ({
  event: 'Purchase',
  player: { id: playerId, test },
  result: { __typename: 'PlayerPurchase', id: purchaseId, tag },
  time: '2026-01-01T00:00:00Z',
});
const refund = (playerId: number, purchaseId: unknown) => ({
  event: 'RefundPurchase',
  player: { id: playerId, test: false },
  result: { id: purchaseId },
  time: '2026-01-02T00:00:00Z',
});

async function appWith(testPurchases: boolean): Promise<TestApp> {
  return createTestApp({
    config: {
      platforms: { ...NO_PLATFORMS, gamePushSecret: GP_SECRET },
      payments: { ...DEFAULT_PAYMENTS, testMode: testPurchases },
    },
  });
}

const webhook = (t: TestApp, data: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/integration/gp/webhook',
    headers: { 'content-type': 'text/plain' },
    payload: typeof data === 'string' ? data : signed(data),
  });

describe('GamePush webhook: refunds and test purchases (live server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(false);
  });
  afterAll(() => t.close());

  it('refunds a taken purchase once, taking the gems back; a refund before taking moves nothing', async () => {
    const me = await platformPlayer(t, 'gp', '9101');
    expect((await webhook(t, purchase(9101, 801, 'gems_110'))).json()).toEqual({ ok: true });
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    expect((await t.post('/api/bank/take', undefined, { token: me.token })).json()).toMatchObject({
      taken: 110,
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(t, refund(9101, 801))));
    for (const res of answers) expect(res.json(), res.body).toEqual({ ok: true });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before);
    expect(await paymentsOf(t, me.playerId)).toMatchObject([
      { transactionId: '801', status: 'REFUNDED', gemsReclaimed: 110 },
    ]);

    expect((await webhook(t, purchase(9101, 802, 'gems_50'))).json()).toEqual({ ok: true });
    expect((await webhook(t, refund(9101, 802))).json()).toEqual({ ok: true });
    expect((await t.post('/api/bank/take', undefined, { token: me.token })).json()).toMatchObject({
      taken: 0,
    });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before);
    // A refund of a purchase never credited here changes nothing.
    expect((await webhook(t, refund(9101, 999))).json()).toEqual({ ok: true });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('answers a test purchase without crediting it', async () => {
    const me = await platformPlayer(t, 'gp', '9102');
    expect((await webhook(t, purchase(9102, 803, 'gems_50', true))).json()).toEqual({ ok: true });
    expect(await webhook(t, { ...purchase(9102, 804, 'gems_50'), test: true }).then((r) => r.json())).toEqual(
      {
        ok: true,
      },
    );
    expect(await paymentsOf(t, me.playerId)).toEqual([]);
  });

  it('refuses a refund without a purchase id, and a forged refund', async () => {
    await platformPlayer(t, 'gp', '9103');
    expectRefusal(await webhook(t, refund(9103, null)), 400, 'PLATFORM_PROOF_MALFORMED');
    expectRefusal(await webhook(t, refund(9103, { id: 1 })), 400, 'PLATFORM_PROOF_MALFORMED');
    const [payload] = signed(refund(9103, 801)).split('.');
    expectRefusal(await webhook(t, `${payload}.${'0'.repeat(64)}`), 403, 'PLATFORM_PROOF_INVALID');
  });
});

describe('POST /api/integration/gp/take: which GamePush purchases may be consumed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(false);
  });
  afterAll(() => t.close());
  const take = (token: string, purchaseIds: unknown) =>
    t.post('/api/integration/gp/take', { purchaseIds }, { token });

  it('lists only purchases credited to this player; one whose webhook has not arrived is not', async () => {
    const me = await platformPlayer(t, 'gp', '9301');
    const other = await platformPlayer(t, 'gp', '9302');
    await webhook(t, purchase(9301, 1001, 'gems_110'));
    await webhook(t, purchase(9302, 1003, 'gems_50'));
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    // 1002's webhook is still on its way; 1003 is another player's.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => take(me.token, ['1001', '1002', '1003'])),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answers.reduce((sum, res) => sum + res.json<{ taken: number }>().taken, 0)).toBe(110);
    for (const res of answers) expect(res.json()).toMatchObject({ credited: ['1001'] });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 110);
    await webhook(t, purchase(9301, 1002, 'gems_50'));
    expect((await take(me.token, ['1002'])).json()).toMatchObject({ taken: 50, credited: ['1002'] });
    // Asked again (a consume that failed): listed, nothing credited twice.
    expect((await take(me.token, ['1001', '1002'])).json()).toMatchObject({
      taken: 0,
      credited: ['1001', '1002'],
    });
    expect((await take(other.token, ['1001'])).json()).toMatchObject({ taken: 50, credited: [] });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses a refunded purchase from the list, and bad input', async () => {
    const me = await platformPlayer(t, 'gp', '9303');
    await webhook(t, purchase(9303, 1004, 'gems_50'));
    await webhook(t, refund(9303, 1004));
    expect((await take(me.token, ['1004'])).json()).toMatchObject({ taken: 0, credited: [] });
    expectRefusal(await take(me.token, []), 400, 'VALIDATION_FAILED');
    expectRefusal(
      await take(
        me.token,
        Array.from({ length: 21 }, (_, i) => String(i)),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await take(me.token, [42]), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/integration/gp/take', { purchaseIds: ['1'] }), 401, 'UNAUTHORIZED');
  });
});

describe('GamePush webhook on a staging server that credits test purchases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(true);
  });
  afterAll(() => t.close());

  it('grants a test purchase like a real one', async () => {
    const me = await platformPlayer(t, 'gp', '9201');
    expect((await webhook(t, purchase(9201, 901, 'gems_50', true))).json()).toEqual({ ok: true });
    expect(await paymentsOf(t, me.playerId)).toMatchObject([
      { transactionId: '901', status: 'GEMS_GRANTED' },
    ]);
  });
});
