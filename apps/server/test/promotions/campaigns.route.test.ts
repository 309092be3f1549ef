import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDto } from '@rol/protocol/campaign-routes';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { moscowTimeToUtc } from '@rol/rules/world/server-time';
import { DAY_MS, nextServerDayAt } from '@rol/rules/server-day';
import { artifactItems } from '../../src/db/schema/artifact-items.ts';
import { portalOfStair } from '../../src/road/portal-places.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { fifty, noServerErrors, succeeded } from '../reliability/concurrent-answers.ts';
import { promotionsGuest } from './promotions-player.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

// Wednesday 15 January 2025, 15:00 Moscow time.
const clock = testClock(moscowTimeToUtc(2025, 1, 15, 15));
/** Moves the clock forward to a moment (the tests run in date order). */
const setClock = (ms: number) => clock.advance(ms - clock());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const use = (token: string, id: string) => t.get(`/api/campaign/use/${encodeURIComponent(id)}`, { token });
const used = async (token: string, id: string) => {
  const res = await use(token, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ campaign: CampaignDto }>().campaign;
};
const status = async (token: string, type: string) => {
  const res = await t.get(`/api/campaign/get/status/${type}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ campaigns: CampaignDto[] }>().campaigns;
};

describe('the campaigns calendar', () => {
  it('shows each type’s run and the running types in the player info', async () => {
    const me = await promotionsGuest(t);
    const [hero] = await status(me.token, 'HERO');
    expect(hero).toMatchObject({
      id: 'hero-days',
      running: true,
      startsAt: moscowTimeToUtc(2025, 1, 15, 0),
      usesInRun: 0,
      usesPerRun: 1,
    });
    const [gems] = await status(me.token, 'GEMS_PLUS_50');
    expect(gems).toMatchObject({ running: false, startsAt: moscowTimeToUtc(2025, 1, 20, 0) });
    const info = (await t.get('/api/player/info/current', { token: me.token })).json<PlayerInfoDto>();
    expect(info.campaignTypes).toEqual(
      expect.arrayContaining(['HERO', 'BOOSTER', 'CHEST', 'WHEEL', 'OK_GROUP']),
    );
    expect(info.campaignTypes).not.toContain('GEMS_PLUS_50');
    expectRefusal(
      await t.get('/api/campaign/get/status/NOPE', { token: me.token }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('gives a gift once a run: refused before and after its run, and once used', async () => {
    const me = await promotionsGuest(t);
    expectRefusal(await use(me.token, 'snow-days'), 409, 'CAMPAIGN_NOT_RUNNING');
    // GEMS_PLUS_50 gives nothing to take: its +50 % is on the packs bought while it runs.
    expectRefusal(await use(me.token, 'gems-plus-50'), 404, 'CAMPAIGN_NOT_FOUND');
    setClock(moscowTimeToUtc(2025, 1, 18, 10));
    const caviar = await balanceOf(t.db, me.playerId, 'caviar');
    expect(await used(me.token, 'snow-days')).toMatchObject({ usesInRun: 1 });
    expect(await balanceOf(t.db, me.playerId, 'caviar')).toBe(caviar + 20);
    expectRefusal(await use(me.token, 'snow-days'), 409, 'PROMOTION_ALREADY_USED');
    clock.advance(7 * DAY_MS);
    expect(await used(me.token, 'snow-days')).toMatchObject({ usesInRun: 1 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('limits the uses of a day and gives them again the next day', async () => {
    const me = await promotionsGuest(t);
    const tickets = await balanceOf(t.db, me.playerId, 'tickets');
    await used(me.token, 'wheel-tickets');
    expect(await used(me.token, 'wheel-tickets')).toMatchObject({ usesToday: 2, usesPerDay: 2 });
    expectRefusal(await use(me.token, 'wheel-tickets'), 409, 'CAMPAIGN_DAILY_LIMIT');
    expect(await balanceOf(t.db, me.playerId, 'tickets')).toBe(tickets + 2);
    // The day ends at 00:00 Moscow time (21:00 UTC), like the daily tasks' day.
    setClock(nextServerDayAt(clock()) - 1000);
    expect(new Date(clock()).getUTCHours()).toBe(20);
    expectRefusal(await use(me.token, 'wheel-tickets'), 409, 'CAMPAIGN_DAILY_LIMIT');
    clock.advance(1000);
    expect(await used(me.token, 'wheel-tickets')).toMatchObject({ usesToday: 1 });
  });

  it('credits the artifact set and the booster; refuses unknown and giftless campaigns', async () => {
    const me = await promotionsGuest(t);
    expectRefusal(await use(me.token, 'nope'), 404, 'CAMPAIGN_NOT_FOUND');
    expectRefusal(await use(me.token, 'chests'), 404, 'CAMPAIGN_NOT_FOUND');
    setClock(moscowTimeToUtc(2025, 1, 31, 12));
    await used(me.token, 'artifact-set');
    const items = await t.db.select().from(artifactItems).where(eq(artifactItems.playerId, me.playerId));
    expect(items.map((i) => i.artifactId).sort()).toEqual(['knight_sword', 'life_ring', 'tower_shield']);
    const art = (await t.get('/api/campaign/art/status', { token: me.token })).json<{
      campaign: CampaignDto;
    }>();
    expect(art.campaign).toMatchObject({ type: 'ARTIFACT_SET_1', running: true, usesInRun: 1 });
    setClock(moscowTimeToUtc(2025, 2, 4, 13));
    await used(me.token, 'booster-days');
    const boosters = (await t.get('/api/booster/list', { token: me.token })).json<{
      active: { boosterId: string }[];
    }>();
    expect(boosters.active.map((a) => a.boosterId)).toEqual(['experience']);
  });

  it('shows the OK group and a portal’s discounts', async () => {
    const me = await promotionsGuest(t);
    const ok = await t.get('/api/campaign/get/ok/group', { token: me.token });
    expect(ok.json()).toMatchObject({ member: false, campaign: { type: 'OK_GROUP', running: true } });
    const portal = portalOfStair(t.app.config.worldSeed, 50)!;
    const res = await t.get('/api/campaign/get/portal/discounts', {
      token: me.token,
      query: { portalId: portal.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      portal: { placeId: portal.id },
      discounts: [50],
      campaign: { type: 'PORTAL_DISCOUNT' },
    });
    expectRefusal(
      await t.get('/api/campaign/get/portal/discounts', { token: me.token, query: { portalId: 'x' } }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('50 concurrent uses of a once-a-run gift credit it once', async () => {
    const me = await promotionsGuest(t);
    setClock(moscowTimeToUtc(2025, 2, 15, 9));
    const caviar = await balanceOf(t.db, me.playerId, 'caviar');
    const answers = await fifty(() => use(me.token, 'snow-days'));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(await balanceOf(t.db, me.playerId, 'caviar')).toBe(caviar + 20);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
