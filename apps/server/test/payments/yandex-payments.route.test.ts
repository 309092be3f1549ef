import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { yandexSign } from '../platforms/platform-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { paymentsOf, platformGuest } from './payment-test-kit.ts';

// Yandex's published purchase vector: secret and signature (product "noads", not one of our packs).
const VECTOR_SECRET = 't0p$ecret';
const VECTOR =
  'hQ8adIRJWD29Nep+0P36Z6edI5uzj6F3tddz6Dqgclk=.eyJhbGdvcml0aG0iOiJITUFDLVNIQTI1NiIsImlzc3VlZEF0IjoxNTcxMjMzMzcxLCJyZXF1ZXN0UGF5bG9hZCI6InF3ZSIsImRhdGEiOnsidG9rZW4iOiJkODVhZTBiMS05MTY2LTRmYmItYmIzOC02ZDJhNGNhNDQxNmQiLCJzdGF0dXMiOiJ3YWl0aW5nIiwiZXJyb3JDb2RlIjoiIiwiZXJyb3JEZXNjcmlwdGlvbiI6IiIsInVybCI6Imh0dHBzOi8veWFuZGV4LnJ1L2dhbWVzL3Nkay9wYXltZW50cy90cnVzdC1mYWtlLmh0bWwiLCJwcm9kdWN0Ijp7ImlkIjoibm9hZHMiLCJ0aXRsZSI6ItCR0LXQtyDRgNC10LrQu9Cw0LzRiyIsImRlc2NyaXB0aW9uIjoi0J7RgtC60LvRjtGH0LjRgtGMINGA0LXQutC70LDQvNGDINCyINC40LPRgNC1IiwicHJpY2UiOnsiY29kZSI6IlJVUiIsInZhbHVlIjoiNDkifSwiaW1hZ2VQcmVmaXgiOiJodHRwczovL2F2YXRhcnMubWRzLnlhbmRleC5uZXQvZ2V0LWdhbWVzLzE4OTI5OTUvMmEwMDAwMDE2ZDFjMTcxN2JkN2EwMTQ5Y2NhZGM4NjA3OGExLyJ9fX0=';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { platforms: { ...NO_PLATFORMS, yandexSecret: VECTOR_SECRET } } });
});
afterAll(() => t.close());

const purchase = (token: string, productId = 'gems_50', value = '49') => ({
  token,
  status: 'finished',
  product: { id: productId, price: { code: 'YAN', value } },
  developerPayload: '',
});
const signed = (data: unknown, secret = VECTOR_SECRET) =>
  yandexSign({ algorithm: 'HMAC-SHA256', issuedAt: 1_700_000_000, requestPayload: '', data }, secret);

describe('POST /api/integration/ya/buy', () => {
  it('verifies the published vector and refuses its product, which is no gem pack', async () => {
    const me = await platformGuest(t, 'ya');
    expectRefusal(
      await t.post(
        '/api/integration/ya/buy',
        { signature: VECTOR },
        { token: me.token, query: { product_id: 'noads' } },
      ),
      400,
      'PAYMENT_PRODUCT_UNKNOWN',
    );
  });

  it('credits a pack once per token and answers the token to consume', async () => {
    const me = await platformGuest(t, 'ya');
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    const signature = signed(purchase('tok-1'));
    const res = await t.post(
      '/api/integration/ya/buy',
      { signature },
      { token: me.token, query: { product_id: 'gems_50' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credited: 50, tokens: ['tok-1'], balances: { mithril: before + 50 } });
    const again = await t.post(
      '/api/integration/ya/buy',
      { signature },
      { token: me.token, query: { product_id: 'gems_50' } },
    );
    expect(again.json()).toMatchObject({ credited: 0, tokens: ['tok-1'] });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 50);
    const [row] = await paymentsOf(t, me.playerId);
    expect(row).toMatchObject({
      status: 'GEMS_TAKEN',
      provider: 'ya',
      transactionId: 'tok-1',
      amount: 4900,
      currency: 'YAN',
    });
    // Another account cannot cash the same token: nothing credited, nothing to consume.
    const other = await platformGuest(t, 'ya');
    const stolen = await t.post(
      '/api/integration/ya/buy',
      { signature },
      { token: other.token, query: { product_id: 'gems_50' } },
    );
    expect(stolen.json()).toMatchObject({ credited: 0, tokens: [] });
  });

  it('credits 50 concurrent deliveries of one receipt once; the ledger equals the balances', async () => {
    const me = await platformGuest(t, 'ya');
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    const signature = signed(purchase('tok-concurrent', 'gems_240', '199'));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.post(
          '/api/integration/ya/buy',
          { signature },
          { token: me.token, query: { product_id: 'gems_240' } },
        ),
      ),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(answers.reduce((sum, res) => sum + res.json<{ credited: number }>().credited, 0)).toBe(240);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 240);
    expect(await paymentsOf(t, me.playerId)).toHaveLength(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses forged, tampered and malformed receipts, other products and other platforms', async () => {
    const me = await platformGuest(t, 'ya');
    const query = { product_id: 'gems_50' };
    const forged = signed(purchase('tok-forged'), 'another-secret');
    expectRefusal(
      await t.post('/api/integration/ya/buy', { signature: forged }, { token: me.token, query }),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    const [sign, data] = signed(purchase('tok-x')).split('.');
    const tampered = `${sign}.${Buffer.from(Buffer.from(data!, 'base64').toString().replace('tok-x', 'tok-y')).toString('base64')}`;
    expectRefusal(
      await t.post('/api/integration/ya/buy', { signature: tampered }, { token: me.token, query }),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    expectRefusal(
      await t.post('/api/integration/ya/buy', { signature: 'nope' }, { token: me.token, query }),
      400,
      'PLATFORM_PROOF_MALFORMED',
    );
    const otherPack = signed(purchase('tok-z', 'gems_110'));
    expectRefusal(
      await t.post('/api/integration/ya/buy', { signature: otherPack }, { token: me.token, query }),
      400,
      'PLATFORM_PROOF_MALFORMED',
    );
    const own = await t.guest();
    expectRefusal(
      await t.post(
        '/api/integration/ya/buy',
        { signature: signed(purchase('tok-own')) },
        { token: own.token, query },
      ),
      403,
      'PAYMENT_WRONG_PLATFORM',
    );
    expectRefusal(
      await t.post('/api/integration/ya/buy', { signature: forged }, { query }),
      401,
      'UNAUTHORIZED',
    );
    expect(await paymentsOf(t, me.playerId)).toEqual([]);
  });
});

describe('POST /api/integration/ya/promocode/save', () => {
  it('replays unconsumed purchases at start: each credited once, ours to consume, others skipped', async () => {
    const me = await platformGuest(t, 'ya');
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    await t.post(
      '/api/integration/ya/buy',
      { signature: signed(purchase('tok-r1')) },
      { token: me.token, query: { product_id: 'gems_50' } },
    );
    const list = signed([
      purchase('tok-r1'),
      purchase('tok-r2', 'gems_110', '99'),
      purchase('tok-r3', 'noads'),
    ]);
    const res = await t.post('/api/integration/ya/promocode/save', { signature: list }, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credited: 110, tokens: ['tok-r1', 'tok-r2'] });
    const again = await t.post(
      '/api/integration/ya/promocode/save',
      { signature: list },
      { token: me.token },
    );
    expect(again.json()).toMatchObject({ credited: 0, tokens: ['tok-r1', 'tok-r2'] });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 160);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('is off without the game secret', async () => {
    const off = await createTestApp();
    try {
      const me = await platformGuest(off, 'ya');
      expectRefusal(
        await off.post('/api/integration/ya/promocode/save', { signature: VECTOR }, { token: me.token }),
        400,
        'PLATFORM_NOT_CONFIGURED',
      );
    } finally {
      await off.close();
    }
  });
});
