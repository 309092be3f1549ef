import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WheelStatusDto } from '@rol/protocol/wheel-routes';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { AD_REWARD } from '@rol/rules/content/ad-rewards';
import { spinWheel, WHEEL_AD_TICKETS, WHEEL_SECTORS, wheelSeed } from '@rol/rules/economy/wheel';
import { nextServerDayAt } from '@rol/rules/server-day';
import { creatures } from '../../src/db/schema/creatures.ts';
import { playerWheels } from '../../src/db/schema/player-wheels.ts';
import { players } from '../../src/db/schema/players.ts';
import { heroIds, setBalance } from '../heroes/hero-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { fifty, noServerErrors, succeeded } from '../reliability/concurrent-answers.ts';
import { promotionsGuest } from '../promotions/promotions-player.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const status = async (token: string) => {
  const res = await t.get('/api/campaign/get/wheel/status', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WheelStatusDto>();
};
const spin = (token: string) => t.get('/api/campaign/spin/wheel', { token });
const take = (token: string, optionalCreatureId?: number) =>
  t.get('/api/campaign/wheel/take/reward', {
    token,
    query: optionalCreatureId === undefined ? {} : { optionalCreatureId },
  });
const adTicket = (token: string) => t.post('/api/campaign/wheel/ticket/ad', undefined, { token });
const bankAd = (token: string) => t.post('/api/ads/reward/claim', undefined, { token });
const GAP_MS = AD_REWARD.gapS * 1000;
/** A player of the promotions' level on a platform that shows rewarded ads (Yandex). */
const adsGuest = async () => {
  const me = await promotionsGuest(t);
  await t.db.update(players).set({ userSource: 'ya' }).where(eq(players.id, me.playerId));
  return me;
};
const spun = async (token: string) => {
  const res = await spin(token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ sector: number; status: WheelStatusDto; creatures: CreatureDto[] }>();
};
/** Takes whatever prize waits (a hero prize goes to the player's first hero). */
const takeAny = async (me: { token: string; playerId: number }) => {
  const first = (await heroIds(t, me.playerId))[0]!;
  const res = await take(me.token, first);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('the wheel of fortune', () => {
  it('shows the prize table with chances, the free spin and the ad tickets received/limit', async () => {
    const me = await promotionsGuest(t);
    const got = await status(me.token);
    expect(got.sectors.map((s) => s.prize.id)).toEqual(WHEEL_SECTORS.map((s) => s.prize.id));
    expect(got.sectors.reduce((sum, s) => sum + s.chance, 0)).toBeCloseTo(100, 0);
    expect(got).toMatchObject({
      freeSpin: true,
      tickets: { received: 0, limit: WHEEL_AD_TICKETS },
      ads: { offered: false },
      pending: null,
    });
  });

  it('spins from the stored seeded state: the free spin, then tickets; the prize waits until taken', async () => {
    const me = await promotionsGuest(t);
    await setBalance(t, me.playerId, 'tickets', 0);
    const first = await spun(me.token);
    let state = wheelSeed(t.app.config.worldSeed, me.playerId);
    const expected = spinWheel(state);
    expect(first.sector).toBe(expected.sector);
    state = expected.state;
    expect(first.status).toMatchObject({ freeSpin: false, pending: { sector: expected.sector } });
    expect(first.creatures.length).toBeGreaterThan(0);
    expectRefusal(await spin(me.token), 409, 'WHEEL_REWARD_PENDING');
    await takeAny(me);
    expectRefusal(await take(me.token), 404, 'WHEEL_NO_REWARD');
    // No free spin left and no ticket.
    const poor = expectRefusal(await spin(me.token), 400, 'NOT_ENOUGH_TICKETS');
    expect(poor.details).toMatchObject({ resource: 'tickets', needed: 1 });
    await setBalance(t, me.playerId, 'tickets', 1);
    const second = await spun(me.token);
    expect(second.sector).toBe(spinWheel(state).sector);
    expect(await balanceOf(t.db, me.playerId, 'tickets')).toBe(0);
    await takeAny(me);
    // A new server day gives the free spin again: at 00:00 Moscow time (21:00 UTC), as the status says.
    const { nextDayAt } = await status(me.token);
    expect(nextDayAt).toBe(nextServerDayAt(clock()));
    expect(new Date(nextDayAt).getUTCHours()).toBe(21);
    clock.advance(nextDayAt - 1000 - clock());
    expect((await status(me.token)).freeSpin).toBe(false);
    clock.advance(1000);
    expect((await status(me.token)).freeSpin).toBe(true);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('credits each kind of prize: resources by the ledger, a hero’s bonus to the chosen hero, the booster', async () => {
    const me = await promotionsGuest(t);
    const [hero] = await heroIds(t, me.playerId);
    for (const [sector, { prize }] of WHEEL_SECTORS.entries()) {
      await t.db
        .insert(playerWheels)
        .values({ playerId: me.playerId, rngState: [1, 2, 3, 4], day: 0, pendingPrize: prize.id, pendingSector: sector })
        .onConflictDoUpdate({ target: playerWheels.playerId, set: { pendingPrize: prize.id, pendingSector: sector } });
      if (prize.kind === 'resources') {
        const [kind, amount] = Object.entries(prize.amounts)[0]!;
        const resource = { GOLD: 'gold', CRYSTAL: 'crystal', ELIXIR: 'elixir', MITHRIL: 'mithril', TICKETS: 'tickets' }[kind] as 'gold';
        const before = await balanceOf(t.db, me.playerId, resource);
        await take(me.token);
        expect(await balanceOf(t.db, me.playerId, resource)).toBe(before + amount!);
      } else if (prize.kind === 'hero') {
        expectRefusal(await take(me.token), 400, 'WHEEL_CREATURE_REQUIRED');
        const other = await promotionsGuest(t);
        const [foreign] = await heroIds(t, other.playerId);
        expectRefusal(await take(me.token, foreign), 404, 'CREATURE_NOT_FOUND');
        const before = (await t.db.select().from(creatures).where(eq(creatures.id, hero!)))[0]!;
        const res = await take(me.token, hero);
        expect(res.statusCode, res.body).toBe(200);
        const after = (await t.db.select().from(creatures).where(eq(creatures.id, hero!)))[0]!;
        expect(after.bonusAttack - before.bonusAttack).toBe(prize.bonus.attack);
        expect(after.bonusHealth - before.bonusHealth).toBe(prize.bonus.health);
      } else {
        await take(me.token);
        const boosters = (await t.get('/api/booster/list', { token: me.token })).json<{ active: { boosterId: string }[] }>();
        expect(boosters.active.map((a) => a.boosterId)).toEqual(['experience']);
      }
      expect((await status(me.token)).pending).toBeNull();
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('gives a ticket per ad view, three views a server day shared with the bank, a pause between two', async () => {
    const me = await adsGuest();
    expect((await status(me.token)).ads).toEqual({ offered: true, waitMs: 0 });
    const start = await balanceOf(t.db, me.playerId, 'tickets');
    for (let i = 1; i <= WHEEL_AD_TICKETS; i += 1) {
      const res = await adTicket(me.token);
      expect(res.statusCode, res.body).toBe(200);
      const got = res.json<{ status: WheelStatusDto }>().status;
      expect(got.tickets).toEqual({ received: i, limit: WHEEL_AD_TICKETS });
      if (i < WHEEL_AD_TICKETS) {
        expect(got.ads.waitMs).toBe(GAP_MS);
        expectRefusal(await adTicket(me.token), 409, 'AD_REWARD_TOO_SOON');
        clock.advance(GAP_MS);
      }
    }
    clock.advance(GAP_MS);
    const refused = expectRefusal(await adTicket(me.token), 409, 'WHEEL_TICKET_DAILY_LIMIT');
    expect(refused.message).toContain('3/3');
    expect(await balanceOf(t.db, me.playerId, 'tickets')).toBe(start + WHEEL_AD_TICKETS);
    clock.advance(nextServerDayAt(clock()) - 1000 - clock());
    expectRefusal(await adTicket(me.token), 409, 'WHEEL_TICKET_DAILY_LIMIT');
    clock.advance(1000);
    expect((await adTicket(me.token)).statusCode).toBe(200);
  });

  it('refuses the fourth ad view of a day whichever reward it asks for', async () => {
    for (const fourth of [adTicket, bankAd]) {
      const me = await adsGuest();
      const gems = await balanceOf(t.db, me.playerId, 'mithril');
      const tickets = await balanceOf(t.db, me.playerId, 'tickets');
      for (const view of [bankAd, adTicket, bankAd]) {
        const res = await view(me.token);
        expect(res.statusCode, res.body).toBe(200);
        clock.advance(GAP_MS);
      }
      expect((await status(me.token)).tickets).toEqual({ received: 3, limit: WHEEL_AD_TICKETS });
      const code = fourth === adTicket ? 'WHEEL_TICKET_DAILY_LIMIT' : 'AD_REWARD_LIMIT';
      expectRefusal(await fourth(me.token), 409, code);
      expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(gems + 2 * AD_REWARD.gems);
      expect(await balanceOf(t.db, me.playerId, 'tickets')).toBe(tickets + 1);
    }
  });

  it('refuses ad tickets where the platform shows no rewarded ads', async () => {
    const own = await promotionsGuest(t);
    expectRefusal(await adTicket(own.token), 403, 'AD_REWARD_UNAVAILABLE');
    const tg = await promotionsGuest(t);
    await t.db.update(players).set({ userSource: 'tg' }).where(eq(players.id, tg.playerId));
    expectRefusal(await adTicket(tg.token), 403, 'AD_REWARD_UNAVAILABLE');
    expect((await status(tg.token)).ads.offered).toBe(false);
  });

  it('50 concurrent spins spin once; 50 concurrent takes credit once; ad views at 50 at once give three', async () => {
    const me = await adsGuest();
    const spins = await fifty(() => spin(me.token));
    noServerErrors(spins);
    expect(succeeded(spins)).toBe(1);
    const [row] = await t.db.select().from(playerWheels).where(eq(playerWheels.playerId, me.playerId));
    expect(row?.spins).toBe(1);
    const first = (await heroIds(t, me.playerId))[0]!;
    const takes = await fifty(() => take(me.token, first));
    noServerErrors(takes);
    expect(succeeded(takes)).toBe(1);
    // Waves of 50 concurrent views of both rewards, each wave after the pause: one view a wave, three a day.
    const gems = await balanceOf(t.db, me.playerId, 'mithril');
    const tickets = await balanceOf(t.db, me.playerId, 'tickets');
    let views = 0;
    for (let wave = 0; wave < 5; wave += 1) {
      const ads = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? adTicket : bankAd)(me.token)));
      noServerErrors(ads);
      views += succeeded(ads);
      clock.advance(GAP_MS);
    }
    expect(views).toBe(WHEEL_AD_TICKETS);
    const gained = (await balanceOf(t.db, me.playerId, 'mithril')) - gems;
    const ticketsGained = (await balanceOf(t.db, me.playerId, 'tickets')) - tickets;
    expect(gained / AD_REWARD.gems + ticketsGained).toBe(WHEEL_AD_TICKETS);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
