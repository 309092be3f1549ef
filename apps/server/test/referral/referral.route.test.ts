import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralStatusDto } from '@rol/protocol/referral-routes';
import { referralCode } from '@rol/rules/economy/referral';
import { clanMembers } from '../../src/db/schema/clan-members.ts';
import { playerReferrals } from '../../src/db/schema/player-referrals.ts';
import { players } from '../../src/db/schema/players.ts';
import { newClan } from '../clans/clan-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { setPlayer } from '../heroes/hero-test-kit.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { fifty, noServerErrors, succeeded } from '../reliability/concurrent-answers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (token: string) => {
  const res = await t.get('/api/referral/my/code', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReferralStatusDto>();
};
const take = (token: string) => t.get('/api/referral/bonus/take', { token });
const info = async (token: string) =>
  (await t.get('/api/player/info/current', { token })).json<{ referralBonus: Record<string, number> }>().referralBonus;
const friendOf = async (code: string) => {
  const res = await t.post('/api/security/registerTrial', { characterAndCompanion: 'knight:male:wolf', lang: 'en', ref: code });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.headers['jsession'] as string, playerId: res.json<{ playerId: number }>().playerId };
};

describe('referral', () => {
  it('gives the code; a friend joining with it gets 99 welcome emeralds once', async () => {
    const inviter = await t.guest();
    const mine = await status(inviter.token);
    expect(mine).toMatchObject({ code: referralCode(inviter.playerId), friends: 0, bonus: { startBonus: 0, refBonus: 0, refClanBonus: 0 } });
    expectRefusal(await take(inviter.token), 409, 'REFERRAL_NO_BONUS');
    const friend = await friendOf(mine.code);
    expect((await status(inviter.token)).friends).toBe(1);
    expect(await info(friend.token)).toEqual({ startBonus: 99, refClanBonus: 0, refBonus: 0 });
    const before = await balanceOf(t.db, friend.playerId, 'mithril');
    const res = await take(friend.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ taken: unknown }>().taken).toEqual({ startBonus: 99, refClanBonus: 0, refBonus: 0 });
    expect(await balanceOf(t.db, friend.playerId, 'mithril')).toBe(before + 99);
    expectRefusal(await take(friend.token), 409, 'REFERRAL_NO_BONUS');
    expect(await info(friend.token)).toEqual({ startBonus: 0, refClanBonus: 0, refBonus: 0 });
  });

  it('pays the inviter 99 per friend from level 5 and 15 per friend in the clan', async () => {
    const { leader, clan } = await newClan(t);
    const code = referralCode(leader.playerId);
    const a = await friendOf(code);
    const b = await friendOf(code);
    expectRefusal(await take(leader.token), 409, 'REFERRAL_NO_BONUS');
    await setPlayer(t, a.playerId, { level: 5 });
    await t.db.insert(clanMembers).values({ playerId: b.playerId, clanId: clan.id, role: 'NEWBIE', joinedAt: new Date(t.clock()), lastActiveAt: new Date(t.clock()) });
    expect(await info(leader.token)).toEqual({ startBonus: 0, refBonus: 99, refClanBonus: 15 });
    const before = await balanceOf(t.db, leader.playerId, 'mithril');
    const res = await take(leader.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t.db, leader.playerId, 'mithril')).toBe(before + 114);
    expectRefusal(await take(leader.token), 409, 'REFERRAL_NO_BONUS');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('ignores bad and unknown codes, and reads none for Telegram and exe', async () => {
    for (const ref of ['nonsense', 'ZZZZZZZZ', '', '𝔘 ☃', 'x'.repeat(100)]) {
      const res = await t.post('/api/security/registerTrial', { lang: 'en', ref });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.db.select().from(playerReferrals).where(eq(playerReferrals.playerId, res.json<{ playerId: number }>().playerId));
      expect(row).toBeUndefined();
    }
    expectRefusal(await t.post('/api/security/registerTrial', { lang: 'en', ref: 'x'.repeat(101) }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/security/registerTrial', { lang: 'en', ref: 'a\u0000' }), 400, 'TEXT_CONTROL_CHARACTERS');
    // Telegram and the partner portals (exe among them, as the web client's rule says).
    for (const source of ['tg', 'exe']) {
      const off = await t.guest();
      await t.db.update(players).set({ userSource: source }).where(eq(players.id, off.playerId));
      expectRefusal(await t.get('/api/referral/my/code', { token: off.token }), 403, 'REFERRAL_DISABLED');
      expectRefusal(await take(off.token), 403, 'REFERRAL_DISABLED');
      expect(await info(off.token)).toEqual({ startBonus: 0, refClanBonus: 0, refBonus: 0 });
    }
    expectRefusal(await t.get('/api/referral/my/code'), 401, 'UNAUTHORIZED');
  });

  it('takes a bonus exactly once under 50 concurrent takes', async () => {
    const inviter = await t.guest();
    const friend = await friendOf(referralCode(inviter.playerId));
    const before = await balanceOf(t.db, friend.playerId, 'mithril');
    const answers = await fifty(() => take(friend.token));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(await balanceOf(t.db, friend.playerId, 'mithril')).toBe(before + 99);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
