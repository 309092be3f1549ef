import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAILY_OK_REWARD } from '@rol/rules/economy/campaigns';
import { PROMOTIONS_LEVEL } from '@rol/rules/economy/promotions-gate';
import { platformAccounts } from '../../src/db/schema/platform-accounts.ts';
import { NO_PLATFORMS } from '../../src/platforms/platform-config.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { okApiFake, type OkApiFake } from '../platforms/ok-api-fake.ts';
import { fifty, noServerErrors, succeeded } from '../reliability/concurrent-answers.ts';
import { promotionsGuest } from './promotions-player.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

// The OK group check configured against a loopback stand-in of OK's REST API (ok-api-fake.ts).
const clock = testClock();
let t: TestApp;
let ok: OkApiFake;
beforeAll(async () => {
  ok = await okApiFake();
  t = await createTestApp({
    clock,
    config: { platforms: { ...NO_PLATFORMS, okSecret: ok.config().secret, okGroup: ok.config(null, 1000) } },
  });
});
afterAll(async () => {
  await t.close();
  await ok.close();
});
beforeEach(() => {
  ok.mode = 'normal';
});

const take = (token: string) => t.get('/api/daily/ok/take', { token });
let nextUid = 575_000_000_000;
/** A player signed in through OK as OK user `uid`, with OK's answer for that user set to `status`. */
const okPlayer = async (status: string | null, level = PROMOTIONS_LEVEL) => {
  const me = await promotionsGuest(t, level);
  const uid = String(nextUid++);
  await t.db
    .insert(platformAccounts)
    .values({ source: 'ok', platformUserId: uid, playerId: me.playerId, createdAt: new Date(clock()) });
  if (status !== null) ok.statuses.set(uid, status);
  return { ...me, uid };
};
const asked = (uid: string) => ok.calls.filter((call) => call.get('uids') === uid).length;

describe('the OK group’s daily reward, checked with OK', () => {
  it('credits a member once a server day, asking OK about their OK user id', async () => {
    const me = await okPlayer('ACTIVE');
    const gold = await balanceOf(t.db, me.playerId, 'gold');
    const res = await take(me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(gold + DAILY_OK_REWARD.GOLD!);
    expect(asked(me.uid)).toBe(1);
    expectRefusal(await take(me.token), 409, 'DAILY_OK_TAKEN');
    // Taken today: OK is not asked again.
    expect(asked(me.uid)).toBe(1);
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(gold + DAILY_OK_REWARD.GOLD!);
  });

  it('refuses players OK does not list as members, and players from elsewhere without asking', async () => {
    for (const status of [null, 'BLOCKED', 'PASSIVE']) {
      const me = await okPlayer(status);
      const gold = await balanceOf(t.db, me.playerId, 'gold');
      expectRefusal(await take(me.token), 403, 'DAILY_OK_NOT_MEMBER');
      expect(asked(me.uid), String(status)).toBe(1);
      expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(gold);
    }
    const calls = ok.calls.length;
    expectRefusal(await take((await promotionsGuest(t)).token), 403, 'DAILY_OK_NOT_MEMBER');
    expectRefusal(await take((await okPlayer('ACTIVE', PROMOTIONS_LEVEL - 1)).token), 403, 'PROMOTIONS_LOCKED');
    expect(ok.calls.length).toBe(calls);
  });

  it('refuses with 424 PLATFORM_UNAVAILABLE and credits nothing while OK fails', async () => {
    const me = await okPlayer('MODERATOR');
    const gold = await balanceOf(t.db, me.playerId, 'gold');
    for (const mode of ['down', 'error', 'silent'] as const) {
      ok.mode = mode;
      expectRefusal(await take(me.token), 424, 'PLATFORM_UNAVAILABLE');
      expect(await balanceOf(t.db, me.playerId, 'gold'), mode).toBe(gold);
    }
    // Nothing was claimed: once OK answers, today's reward is there.
    ok.mode = 'normal';
    expect((await take(me.token)).statusCode).toBe(200);
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(gold + DAILY_OK_REWARD.GOLD!);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('50 concurrent takes by a member credit once', async () => {
    const me = await okPlayer('ADMIN');
    const tickets = await balanceOf(t.db, me.playerId, 'tickets');
    const answers = await fifty(() => take(me.token));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().error)).toEqual(
      Array(answers.length - 1).fill('DAILY_OK_TAKEN'),
    );
    expect(await balanceOf(t.db, me.playerId, 'tickets')).toBe(tickets + DAILY_OK_REWARD.TICKETS!);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
