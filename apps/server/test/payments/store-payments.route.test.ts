import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSign } from '../../src/platforms/mail-signature.ts';
import { okSig } from '../../src/platforms/ok-signature.ts';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { ledgerMismatches } from '../ledger-check.ts';
import { mailLaunch, vkLaunch } from '../platforms/platform-test-kit.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';
import { paymentsOf } from './payment-test-kit.ts';

const SECRETS = { mail: 'mail-secret', mystore: 'mystore-secret', vk: 'vk-secret' };
const NOW_S = 1_736_942_400;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock: testClock(NOW_S * 1000),
    config: {
      platforms: {
        ...NO_PLATFORMS,
        mailSecret: SECRETS.mail,
        mystoreSecret: SECRETS.mystore,
        vkSecret: SECRETS.vk,
      },
    },
  });
});
afterAll(() => t.close());

async function signIn(body: Record<string, string>) {
  const res = await t.post(
    body.uid !== undefined
      ? '/api/integration/mystore/client/authenticate'
      : '/api/integration/launch/authenticate',
    body,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ playerId: number }>().playerId;
}

function billing(store: 'mail' | 'mystore', fields: Record<string, string>, secret: string = SECRETS[store]) {
  const query = { appid: '77', ...fields };
  const sign = mailSign(new Map(Object.entries(query)), secret);
  return t.get(`/api/integration/${store}/payment`, { token: null, query: { ...query, sign } });
}

function vk(fields: Record<string, string>, secret = SECRETS.vk) {
  const body = { app_id: '5', ...fields };
  return t.post(
    '/api/integration/vk/payment',
    { ...body, sig: okSig(new Map(Object.entries(body)), secret) },
    { token: null, form: true },
  );
}

describe('mail and mystore billing callbacks', () => {
  it('grants a signed payment once per tid; 50 concurrent deliveries get the same success', async () => {
    const playerId = await signIn({
      source: 'mail',
      params: mailLaunch({ uid: '7001', appid: '77' }, SECRETS.mail),
    });
    const fields = { uid: '7001', sum: '99', tid: 'mail-t1', merchant_param: 'gems_110' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => billing('mail', fields)));
    expect(answers.map((res) => res.json())).toEqual(Array(50).fill({ status: '1' }));
    expect(await paymentsOf(t, playerId)).toMatchObject([
      { provider: 'mail', transactionId: 'mail-t1', status: 'GEMS_GRANTED', gems: 110 },
    ]);
  });

  it('takes mystore payments in dollars when the store says so, and refuses forged or short ones', async () => {
    const playerId = await signIn({
      uid: '8001',
      params: mailLaunch({ uid: '8001', appid: '77' }, SECRETS.mystore),
      currency: 'USD',
    });
    const paid = { uid: '8001', sum: '0.99', currency: 'USD', tid: 'ms-1', merchant_param: 'gems_50' };
    expect((await billing('mystore', paid)).json()).toEqual({ status: '1' });
    expect((await billing('mystore', { ...paid, tid: 'ms-2' }, 'forged')).json()).toEqual({
      status: '2',
      errcode: '700',
    });
    expect((await billing('mystore', { ...paid, tid: 'ms-3', currency: 'RUB' })).json()).toEqual({
      status: '2',
      errcode: '703',
    });
    expect((await billing('mystore', { ...paid, tid: 'ms-4', merchant_param: 'nope' })).json()).toEqual({
      status: '2',
      errcode: '702',
    });
    // The payment window's merchant_param object comes back as JSON text, once more URL-encoded or not.
    const asked = JSON.stringify({ item_id: 'gems_50', amount: 0.99, currency: 'USD', description: '50' });
    expect((await billing('mystore', { ...paid, tid: 'ms-7', merchant_param: asked })).json()).toEqual({ status: '1' });
    const encoded = encodeURIComponent(asked);
    expect((await billing('mystore', { ...paid, tid: 'ms-8', merchant_param: encoded })).json()).toEqual({ status: '1' });
    const noItem = JSON.stringify({ amount: 0.99 });
    expect((await billing('mystore', { ...paid, tid: 'ms-9', merchant_param: noItem })).json()).toEqual({
      status: '2',
      errcode: '702',
    });
    expect((await billing('mystore', { ...paid, tid: 'ms-5', uid: '1' })).json()).toEqual({
      status: '2',
      errcode: '704',
    });
    // A mail signature does not open mystore's door.
    expect((await billing('mystore', { ...paid, tid: 'ms-6' }, SECRETS.mail)).json()).toEqual({
      status: '2',
      errcode: '700',
    });
    expect(await paymentsOf(t, playerId)).toMatchObject([
      { transactionId: 'ms-1', amount: 99, currency: 'USD' },
      { transactionId: 'ms-7', amount: 99, currency: 'USD' },
      { transactionId: 'ms-8', amount: 99, currency: 'USD' },
    ]);
  });
});

describe('VK payment notifications', () => {
  it('prices an item in votes and grants a chargeable order once over 50 deliveries', async () => {
    const launch = vkLaunch(
      { vk_user_id: '9001', vk_app_id: '5', vk_ts: String(NOW_S), vk_platform: 'desktop_web' },
      SECRETS.vk,
    );
    const playerId = await signIn({ source: 'vk', params: launch });
    expect((await vk({ notification_type: 'get_item', item: 'gems_240', user_id: '9001' })).json()).toEqual({
      response: { item_id: 'gems_240', title: '240 emeralds', price: 28 },
    });
    const order = {
      notification_type: 'order_status_change',
      item: 'gems_240',
      item_price: '28',
      order_id: '555',
      status: 'chargeable',
      user_id: '9001',
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => vk(order)));
    const [first] = await paymentsOf(t, playerId);
    for (const res of answers)
      expect(res.json()).toEqual({ response: { order_id: 555, app_order_id: first!.id } });
    expect(await paymentsOf(t, playerId)).toHaveLength(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("refuses VK's test-mode notifications with its error 1 and credits nothing", async () => {
    const launch = vkLaunch(
      { vk_user_id: '9002', vk_app_id: '5', vk_ts: String(NOW_S), vk_platform: 'desktop_web' },
      SECRETS.vk,
    );
    const playerId = await signIn({ source: 'vk', params: launch });
    const order = { item: 'gems_50', item_price: '7', order_id: '557', status: 'chargeable', user_id: '9002' };
    for (const notification_type of ['order_status_change_test', 'get_item_test'])
      expect((await vk({ ...order, notification_type })).json()).toEqual({
        error: { error_code: 1, error_msg: 'test payments are off on this server', critical: true },
      });
    expect(await paymentsOf(t, playerId)).toEqual([]);
  });

  it('answers VK errors for a forged signature, a cheap order, unknown items and users', async () => {
    const order = {
      notification_type: 'order_status_change',
      item: 'gems_50',
      item_price: '7',
      order_id: '556',
      status: 'chargeable',
      user_id: '9001',
    };
    const code = async (res: Promise<{ json: () => unknown }>) =>
      ((await res).json() as { error?: { error_code: number } }).error?.error_code;
    expect(await code(vk(order, 'forged'))).toBe(10);
    expect(await code(vk({ ...order, item_price: '6' }))).toBe(11);
    expect(await code(vk({ ...order, item: 'nope' }))).toBe(20);
    expect(await code(vk({ ...order, user_id: '1' }))).toBe(22);
    expect(await code(vk({ ...order, status: 'refunded' }))).toBe(11);
    expect(await code(vk({ notification_type: 'get_item', item: 'nope' }))).toBe(20);
  });
});
