import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { PROMOTIONS_LEVEL, campaignTypesFor } from '@rol/rules/economy/promotions-gate';
import { runningCampaignTypes } from '@rol/rules/economy/campaigns';
import { ledger } from '../../src/db/schema/ledger.ts';
import { platformAccounts } from '../../src/db/schema/platform-accounts.ts';
import { playerDelayedChests } from '../../src/db/schema/player-delayed-chests.ts';
import { playerWheels } from '../../src/db/schema/player-wheels.ts';
import { players } from '../../src/db/schema/players.ts';
import { expectRefusal } from '../envelope.ts';
import { credit, heroIds, setBalance } from '../heroes/hero-test-kit.ts';
import { ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';
import { promotionsGuest } from './promotions-player.ts';

/**
 * The free promotions open at level 5 (docs/economy.md, "Promotions open at level 5"): below it every
 * action of the wheel, the delayed chest, the chests by gems spent, the campaigns' gifts and the OK
 * group's reward refuses with PROMOTIONS_LOCKED before any ledger move, the statuses say `locked`,
 * and the player info announces none of them; the same player at level 5 is served.
 */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Me = { token: string; playerId: number };

/** A player who could take every promotion but for its level: gems, tickets, a gem spent, an OK player (shown ads). */
async function armed(level: number): Promise<Me> {
  const me = await promotionsGuest(t, level);
  await setBalance(t, me.playerId, 'mithril', 500);
  await setBalance(t, me.playerId, 'tickets', 5);
  await credit(t, me.playerId, 'mithril', -10);
  await t.db.insert(platformAccounts).values({
    source: 'ok',
    platformUserId: `ok-gate-${me.playerId}`,
    playerId: me.playerId,
    createdAt: new Date(clock()),
  });
  await t.db.update(players).set({ userSource: 'ok' }).where(eq(players.id, me.playerId));
  return me;
}

const ledgerRows = async (playerId: number) =>
  (await t.db.select({ n: count() }).from(ledger).where(eq(ledger.playerId, playerId)))[0]?.n ?? 0;

/** Every gated action, as the client calls it (the wheel's prize to the player's first hero). */
const ACTIONS: readonly [string, (me: Me) => Promise<LightMyRequestResponse>][] = [
  ['wheel spin', (me) => t.get('/api/campaign/spin/wheel', { token: me.token })],
  [
    'wheel prize',
    async (me) => {
      const [hero] = await heroIds(t, me.playerId);
      return t.get('/api/campaign/wheel/take/reward', { token: me.token, query: { optionalCreatureId: hero! } });
    },
  ],
  ['wheel ad ticket', (me) => t.post('/api/campaign/wheel/ticket/ad', undefined, { token: me.token })],
  ['campaign gift', (me) => t.get('/api/campaign/use/wheel-tickets', { token: me.token })],
  ['chest by gems spent', (me) => t.post('/api/campaign/chest/silver/open', undefined, { token: me.token })],
  ['delayed chest ensure', (me) => t.get('/api/delayed/chest/ensure', { token: me.token })],
  ['delayed chest speed-up', (me) => t.get('/api/delayed/chest/speedup', { token: me.token })],
  ['delayed chest take', (me) => t.get('/api/delayed/chest/take', { token: me.token })],
  ['OK group reward', (me) => t.get('/api/daily/ok/take', { token: me.token })],
];

const STATUSES = [
  '/api/campaign/get/wheel/status',
  '/api/campaign/get/chest/status',
  '/api/campaign/get/chest2/status',
  '/api/campaign/get/chest3/status',
  '/api/campaign/list',
  '/api/campaign/get/status/WHEEL',
  '/api/campaign/get/ok/group',
  '/api/campaign/art/status',
];

const info = async (token: string) =>
  (await t.get('/api/player/info/current', { token })).json<PlayerInfoDto>();

describe('the free promotions below level 5', () => {
  it('refuses every action with PROMOTIONS_LOCKED and moves nothing', async () => {
    const me = await armed(PROMOTIONS_LEVEL - 1);
    const before = await ledgerRows(me.playerId);
    for (const [name, act] of ACTIONS) {
      const refusal = expectRefusal(await act(me), 403, 'PROMOTIONS_LOCKED');
      expect(refusal.details, name).toMatchObject({ level: PROMOTIONS_LEVEL });
    }
    expect(await ledgerRows(me.playerId)).toBe(before);
    expect(await t.db.select().from(playerWheels).where(eq(playerWheels.playerId, me.playerId))).toEqual([]);
    expect(
      await t.db.select().from(playerDelayedChests).where(eq(playerDelayedChests.playerId, me.playerId)),
    ).toEqual([]);
  });

  it('answers every status with `locked` and announces no promotion in the player info', async () => {
    const me = await armed(PROMOTIONS_LEVEL - 1);
    for (const path of STATUSES) {
      const res = await t.get(path, { token: me.token });
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      expect(res.json<{ locked: unknown }>().locked, path).toEqual({ level: PROMOTIONS_LEVEL });
    }
    const wheel = (await t.get(STATUSES[0]!, { token: me.token })).json<{ freeSpin: boolean }>();
    expect(wheel.freeSpin).toBe(false);
    const got = await info(me.token);
    expect(got.campaignTypes).toEqual(campaignTypesFor(PROMOTIONS_LEVEL - 1, clock()));
    expect(got.campaignTypes).not.toContain('WHEEL');
    expect(got.optionalUnseenCampaign).toBeNull();
    // The portal discounts lower a paid price: they stay open.
    const portal = await t.get('/api/campaign/get/portal/discounts', { token: me.token, query: { portalId: 1 } });
    expect(portal.statusCode, portal.body).toBeLessThan(500);
    expect(portal.json<{ error?: string }>().error).not.toBe('PROMOTIONS_LOCKED');
  });
});

describe('the free promotions from level 5', () => {
  it('serves the same player once it reaches the level', async () => {
    const me = await armed(PROMOTIONS_LEVEL - 1);
    await t.db.update(players).set({ level: PROMOTIONS_LEVEL }).where(eq(players.id, me.playerId));
    for (const path of STATUSES) {
      const res = await t.get(path, { token: me.token });
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      expect(res.json<{ locked: unknown }>().locked, path).toBeNull();
    }
    const got = await info(me.token);
    expect(got.campaignTypes).toEqual(runningCampaignTypes(clock()));
    expect(got.optionalUnseenCampaign).not.toBeNull();
    for (const [name, act] of ACTIONS) {
      const res = await act(me);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
