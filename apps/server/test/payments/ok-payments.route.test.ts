import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { okSig } from '../../src/platforms/ok-signature.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { okLaunch } from '../platforms/platform-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { paymentsOf } from './payment-test-kit.ts';

const OK_SECRET = 'ok-test-secret';
const SUCCESS =
  '<callbacks_payment_response xmlns="http://api.forticom.com/1.0/">true</callbacks_payment_response>';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { platforms: { ...NO_PLATFORMS, okSecret: OK_SECRET } } });
});
afterAll(() => t.close());

async function okPlayer(uid: string) {
  const res = await t.post('/api/integration/launch/authenticate', {
    source: 'ok',
    params: okLaunch(uid, `s-${uid}`, OK_SECRET),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.headers.jsession as string, playerId: res.json<{ playerId: number }>().playerId };
}

function callback(fields: Record<string, string>, secret = OK_SECRET) {
  const params = new Map(Object.entries({ application_key: 'CBA', method: 'callbacks.payment', ...fields }));
  params.set('sig', okSig(params, secret));
  return t.get('/api/integration/ok/payment', { token: null, query: Object.fromEntries(params) });
}
const payment = (uid: string, transactionId: string, extra: Record<string, string> = {}) => ({
  uid,
  transaction_id: transactionId,
  transaction_time: '2025-01-15 12:00:00',
  product_code: 'gems_110',
  amount: '99',
  ...extra,
});

describe('GET /api/integration/ok/payment', () => {
  it('grants a verified payment once; 50 concurrent retries all get the same success', async () => {
    const me = await okPlayer('5001');
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    const answers = await Promise.all(Array.from({ length: 50 }, () => callback(payment('5001', 'ok-t1'))));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(SUCCESS);
      expect(res.headers['invocation-error']).toBeUndefined();
    }
    expect(await paymentsOf(t, me.playerId)).toMatchObject([
      {
        provider: 'ok',
        transactionId: 'ok-t1',
        status: 'GEMS_GRANTED',
        gems: 110,
        amount: 9900,
        currency: 'OK',
      },
    ]);
    const take = await t.post('/api/bank/take', undefined, { token: me.token });
    expect(take.json()).toMatchObject({ taken: 110, balances: { mithril: before + 110 } });
    expect((await t.post('/api/bank/take', undefined, { token: me.token })).json()).toMatchObject({
      taken: 0,
    });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('answers OK errors: 104 for a bad signature, 1001 for a wrong price, product or user', async () => {
    const me = await okPlayer('5002');
    const refusals: [Promise<{ body: string; headers: Record<string, unknown> }>, string][] = [
      [callback(payment('5002', 'ok-f1'), 'forged'), '104'],
      [callback(payment('5002', 'ok-f2', { amount: '98' })), '1001'],
      [callback(payment('5002', 'ok-f3', { product_code: 'noads' })), '1001'],
      [callback(payment('9999', 'ok-f4')), '1001'],
    ];
    for (const [pending, code] of refusals) {
      const res = await pending;
      expect(res.headers['invocation-error']).toBe(code);
      expect(res.body).toContain(`<error_code>${code}</error_code>`);
    }
    const tampered = new URLSearchParams(payment('5002', 'ok-f5'));
    tampered.set('sig', okSig(new Map(tampered), OK_SECRET));
    tampered.set('amount', '9999');
    const res = await t.get(`/api/integration/ok/payment?${tampered.toString()}`, { token: null });
    expect(res.headers['invocation-error']).toBe('104');
    expect(await paymentsOf(t, me.playerId)).toEqual([]);
  });
});
