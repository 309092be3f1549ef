import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_OK_REWARD } from '@rol/rules/economy/campaigns';
import { nextServerDayAt } from '@rol/rules/server-day';
import { platformAccounts } from '../../src/db/schema/platform-accounts.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { fifty, noServerErrors, succeeded } from '../reliability/concurrent-answers.ts';
import { promotionsGuest } from './promotions-player.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const take = (token: string) => t.get('/api/daily/ok/take', { token });
const okPlayer = async () => {
  const me = await promotionsGuest(t);
  await t.db
    .insert(platformAccounts)
    .values({
      source: 'ok',
      platformUserId: `ok-${me.playerId}`,
      playerId: me.playerId,
      createdAt: new Date(clock()),
    });
  return me;
};

// Without the OK group check configured (no OK_GROUP_ID): an OK identity is enough, OK is not asked
// (daily-ok-group.route.test.ts has the check configured).
describe('the OK group’s daily reward, unconfigured', () => {
  it('is for players from OK, once a server day, through the ledger', async () => {
    const stranger = await promotionsGuest(t);
    expectRefusal(await take(stranger.token), 403, 'DAILY_OK_NOT_MEMBER');
    expectRefusal(await t.get('/api/daily/ok/take'), 401, 'UNAUTHORIZED');
    const me = await okPlayer();
    expect((await t.get('/api/campaign/get/ok/group', { token: me.token })).json()).toMatchObject({
      member: true,
    });
    const gold = await balanceOf(t.db, me.playerId, 'gold');
    const res = await take(me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(gold + DAILY_OK_REWARD.GOLD!);
    expectRefusal(await take(me.token), 409, 'DAILY_OK_TAKEN');
    // The next server day starts at 00:00 Moscow time (21:00 UTC).
    clock.advance(nextServerDayAt(clock()) - 1000 - clock());
    expect(new Date(clock()).getUTCHours()).toBe(20);
    expectRefusal(await take(me.token), 409, 'DAILY_OK_TAKEN');
    clock.advance(1000);
    expect((await take(me.token)).statusCode).toBe(200);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('50 concurrent takes credit once', async () => {
    const me = await okPlayer();
    const tickets = await balanceOf(t.db, me.playerId, 'tickets');
    const answers = await fifty(() => take(me.token));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(await balanceOf(t.db, me.playerId, 'tickets')).toBe(tickets + DAILY_OK_REWARD.TICKETS!);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
