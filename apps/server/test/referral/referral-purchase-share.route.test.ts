import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralCode, referralPurchaseShare } from '@rol/rules/economy/referral';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { okSig } from '../../src/platforms/ok-signature.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { okLaunch } from '../platforms/platform-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const OK_SECRET = 'ok-test-secret';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { platforms: { ...NO_PLATFORMS, okSecret: OK_SECRET } } });
});
afterAll(() => t.close());

/** A guest of our own site, joined with `code` when given, then signed in on OK as `uid` (keeping its progress). */
async function okBuyer(uid: string, code: string | null) {
  const joined = await t.post('/api/security/registerTrial', {
    characterAndCompanion: 'knight:male:wolf',
    lang: 'en',
    ...(code === null ? {} : { ref: code }),
  });
  expect(joined.statusCode, joined.body).toBe(200);
  const res = await t.post(
    '/api/integration/launch/authenticate',
    { source: 'ok', params: okLaunch(uid, `s-${uid}`, OK_SECRET) },
    { token: joined.headers.jsession as string },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.headers.jsession as string, playerId: res.json<{ playerId: number }>().playerId };
}

/** OK pays a pack of `uid`, then the buyer takes it in the bank. */
async function buy(buyer: { token: string }, uid: string, transactionId: string) {
  const params = new Map(
    Object.entries({
      application_key: 'CBA',
      method: 'callbacks.payment',
      uid,
      transaction_id: transactionId,
      transaction_time: '2025-01-15 12:00:00',
      product_code: 'gems_110',
      amount: '99',
    }),
  );
  params.set('sig', okSig(params, OK_SECRET));
  const paid = await t.get('/api/integration/ok/payment', { token: null, query: Object.fromEntries(params) });
  expect(paid.statusCode, paid.body).toBe(200);
  const taken = await t.post('/api/bank/take', {}, { token: buyer.token });
  expect(taken.statusCode, taken.body).toBe(200);
  return taken.json<{ taken: number }>().taken;
}

describe("the inviter's share of a friend's purchases", () => {
  it('waits for the inviter after each purchase of the friend, and is taken once', async () => {
    const inviter = await t.guest();
    const friend = await okBuyer('81001', referralCode(inviter.playerId));
    expect(await buy(friend, '81001', 'share-1')).toBeGreaterThanOrEqual(110);
    expect(await buy(friend, '81001', 'share-2')).toBeGreaterThanOrEqual(110);
    const share = 2 * referralPurchaseShare(110);
    expect(share).toBeGreaterThan(0);
    const before = await balanceOf(t.db, inviter.playerId, 'mithril');
    const res = await t.get('/api/referral/bonus/take', { token: inviter.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t.db, inviter.playerId, 'mithril')).toBe(before + share);
    const again = await t.get('/api/referral/bonus/take', { token: inviter.token });
    expect(again.statusCode).toBe(409);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('gives nobody a share of a player who joined without a code', async () => {
    const inviter = await t.guest();
    const buyer = await okBuyer('81002', null);
    expect(await buy(buyer, '81002', 'share-3')).toBeGreaterThanOrEqual(110);
    const res = await t.get('/api/referral/bonus/take', { token: inviter.token });
    expect(res.statusCode).toBe(409);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
