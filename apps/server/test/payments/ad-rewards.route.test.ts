import { AD_REWARD } from '@rol/rules/content/ad-rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { platformGuest } from './payment-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const claim = (token: string | null) => t.post('/api/ads/reward/claim', undefined, { token });
const status = async (token: string) =>
  (await t.get('/api/ads/reward/get', { token })).json<{ offered: boolean; left: number; nextAt: number }>();

describe('rewarded ads', () => {
  it('credits each watched ad through the ledger, with a pause between two and a limit a day', async () => {
    const me = await platformGuest(t, 'ya');
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    expect(await status(me.token)).toEqual({
      offered: true,
      gems: AD_REWARD.gems,
      received: 0,
      limit: AD_REWARD.perDay,
      left: AD_REWARD.perDay,
      nextAt: t.clock(),
      waitMs: 0,
    });
    const first = await claim(me.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ credited: AD_REWARD.gems, received: 1, left: AD_REWARD.perDay - 1 });
    const soon = await claim(me.token);
    expectRefusal(soon, 409, 'AD_REWARD_TOO_SOON');
    expect(soon.json<{ details: { nextAt: number } }>().details.nextAt).toBe(t.clock() + AD_REWARD.gapS * 1000);
    for (let i = 1; i < AD_REWARD.perDay; i += 1) {
      t.clock.advance(AD_REWARD.gapS * 1000);
      expect((await claim(me.token)).statusCode).toBe(200);
    }
    t.clock.advance(AD_REWARD.gapS * 1000);
    const refused = expectRefusal(await claim(me.token), 409, 'AD_REWARD_LIMIT');
    expect(refused.details).toMatchObject({ received: 3, limit: 3 });
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + AD_REWARD.gems * AD_REWARD.perDay);
    // The next server day brings a new set.
    t.clock.advance(86_400_000);
    expect((await status(me.token)).left).toBe(AD_REWARD.perDay);
    expect((await claim(me.token)).statusCode).toBe(200);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('credits one of many simultaneous claims', async () => {
    const me = await platformGuest(t, 'crazygames');
    const before = await balanceOf(t.db, me.playerId, 'mithril');
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(me.token)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectRefusal(res, 409, 'AD_REWARD_TOO_SOON');
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(before + AD_REWARD.gems);
  });

  it('refuses a player whose platform shows no rewarded ads, and a caller without a session', async () => {
    const own = await t.guest();
    expect(await status(own.token)).toMatchObject({ offered: false });
    expectRefusal(await claim(own.token), 403, 'AD_REWARD_UNAVAILABLE');
    const tg = await platformGuest(t, 'tg');
    expectRefusal(await claim(tg.token), 403, 'AD_REWARD_UNAVAILABLE');
    expect((await claim(null)).statusCode).toBe(401);
    expect((await t.get('/api/ads/reward/get', { token: null })).statusCode).toBe(401);
  });
});
