import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { hmacSha256 } from '../../src/platforms/proof-checks.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { yandexSign } from '../platforms/platform-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { platformPlayer } from './platform-payment-fakes.ts';
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

const purchase = (token: string, productId = 'gems_50', value = '49', developerPayload = '') => ({
  token,
  status: 'finished',
  product: { id: productId, price: { code: 'YAN', value } },
  developerPayload,
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

describe('Yandex receipts name the buying account (developerPayload)', () => {
  const buy = (token: string, signature: string, productId = 'gems_50') =>
    t.post('/api/integration/ya/buy', { signature }, { token, query: { product_id: productId } });

  it("credits a receipt only to the player holding the Yandex account its payload names", async () => {
    const me = await platformPlayer(t, 'ya', 'ya-buyer-1');
    const thief = await platformPlayer(t, 'ya', 'ya-thief-1');
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    const signature = signed(purchase('tok-p1', 'gems_50', '49', 'ya:ya-buyer-1'));
    // The receipt leaked before its buyer sent it: the other Yandex player cannot cash it.
    expectRefusal(await buy(thief.token, signature), 403, 'PLATFORM_ACCOUNT_NOT_YOURS');
    const nobody = await platformGuest(t, 'ya'); // a Yandex player holding no Yandex account
    expectRefusal(await buy(nobody.token, signature), 403, 'PLATFORM_ACCOUNT_NOT_YOURS');
    const garbled = signed(purchase('tok-p2', 'gems_50', '49', 'someone'));
    expectRefusal(await buy(me.token, garbled), 403, 'PLATFORM_ACCOUNT_NOT_YOURS');
    expect(await paymentsOf(t, thief.playerId)).toEqual([]);
    const res = await buy(me.token, signature);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credited: 50, tokens: ['tok-p1'], balances: { mithril: before + 50 } });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('skips purchases of another account in the start-up replay, neither credited nor consumed', async () => {
    const me = await platformPlayer(t, 'ya', 'ya-buyer-2');
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    const list = signed([
      purchase('tok-q1', 'gems_50', '49', 'ya:ya-buyer-2'),
      purchase('tok-q2', 'gems_110', '99', 'ya:ya-someone-else'),
      purchase('tok-q3', 'gems_50', '49', ''), // made before the client named the buyer
    ]);
    const res = await t.post('/api/integration/ya/promocode/save', { signature: list }, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credited: 100, tokens: ['tok-q1', 'tok-q3'] });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + 100);
    // The purchase's own account still receives it.
    const owner = await platformPlayer(t, 'ya', 'ya-someone-else');
    const theirs = await t.post('/api/integration/ya/promocode/save', { signature: list }, { token: owner.token });
    expect(theirs.json()).toMatchObject({ credited: 110, tokens: ['tok-q2'] });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('POST /api/integration/ya/promocode/save', () => {
  const save = (token: string | null, signature: unknown) =>
    t.post('/api/integration/ya/promocode/save', { signature }, { token });

  it('refuses forged, tampered and malformed lists and other platforms, crediting nothing', async () => {
    const me = await platformGuest(t, 'ya');
    const good = signed([purchase('tok-s1'), purchase('tok-s2', 'gems_110', '99')]);
    expectRefusal(
      await save(me.token, signed([purchase('tok-s1')], 'another-secret')),
      403,
      'PLATFORM_PROOF_INVALID',
    );
    const [sign, data] = good.split('.');
    const tampered = `${sign}.${Buffer.from(Buffer.from(data!, 'base64').toString().replace('gems_110', 'gems_650')).toString('base64')}`;
    expectRefusal(await save(me.token, tampered), 403, 'PLATFORM_PROOF_INVALID');
    const notJson = Buffer.from('not json');
    const signedNotJson = `${hmacSha256(VECTOR_SECRET, notJson).toString('base64')}.${notJson.toString('base64')}`;
    for (const bad of ['nope', '.', 'abc.', `${sign}.%%%`, signedNotJson])
      expectRefusal(await save(me.token, bad), 400, 'PLATFORM_PROOF_MALFORMED');
    expectRefusal(await save(me.token, signed([{ token: 'no product' }])), 400, 'PLATFORM_PROOF_MALFORMED');
    expectRefusal(await save(me.token, signed([purchase('bad token!')])), 400, 'PLATFORM_PROOF_MALFORMED');
    expectRefusal(await save(me.token, ''), 400, 'VALIDATION_FAILED');
    expectRefusal(await save(me.token, 42), 400, 'VALIDATION_FAILED');
    for (const source of ['own', 'tg', 'vk']) {
      const other = await platformGuest(t, source);
      expectRefusal(await save(other.token, good), 403, 'PAYMENT_WRONG_PLATFORM');
      expect(await paymentsOf(t, other.playerId)).toEqual([]);
    }
    expectRefusal(await save(null, good), 401, 'UNAUTHORIZED');
    expect(await paymentsOf(t, me.playerId)).toEqual([]);
  });

  it('leaves a token another account already cashed out of the answer, and credits the rest', async () => {
    const first = await platformGuest(t, 'ya');
    const second = await platformGuest(t, 'ya');
    const cashed = await save(first.token, signed([purchase('tok-c1', 'gems_240', '199')]));
    expect(cashed.json()).toMatchObject({ credited: 240, tokens: ['tok-c1'] });
    const before = await balanceOf(t.db, second.playerId, 'mithril');
    const list = signed([purchase('tok-c1', 'gems_240', '199'), purchase('tok-c2')]);
    const res = await save(second.token, list);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credited: 50, tokens: ['tok-c2'] });
    expect(await balanceOf(t.db, second.playerId, 'mithril')).toBe(before + 50);
    expect(await paymentsOf(t, second.playerId)).toMatchObject([{ transactionId: 'tok-c2' }]);
    expect(await paymentsOf(t, first.playerId)).toMatchObject([{ transactionId: 'tok-c1', status: 'GEMS_TAKEN' }]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

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
