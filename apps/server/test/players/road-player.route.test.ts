import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerInfoDto } from '@rol/protocol/player-dto';
import { healthStateDto } from '@rol/protocol/health-routes';
import { MARKERS_MAX_COUNT } from '@rol/protocol/marker-routes';
import { goldPerHealth } from '@rol/rules/economy/health-restore';
import type { Tx } from '../../src/db/database.ts';
import { creatures } from '../../src/db/schema/creatures.ts';
import { players } from '../../src/db/schema/players.ts';
import { applyLedger } from '../../src/ledger/apply-ledger.ts';
import { artifactIdsOnStairs } from '../../src/players/player-view.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const markers = (res: { json<T>(): T }) =>
  res.json<{ playerMarkers: { playerMarker: string }[] }>().playerMarkers.map((m) => m.playerMarker);

describe('GET /api/player/info', () => {
  it('answers the player info with the artifacts lying on the asked stairs', async () => {
    const guest = await t.guest();
    const res = await t.get('/api/player/info', {
      token: guest.token,
      query: { artifactFrom: 1, artifactTo: 40 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const info = playerInfoDto.parse(res.json());
    expect(info.artifactIdsToLoad).toEqual(artifactIdsOnStairs(t.app.config.worldSeed, 1, 40));
    expect(info.artifactIdsToLoad.length).toBeGreaterThan(0);
    expect(info.artifactImageMaxStair).toBe(40);
    const defaults = playerInfoDto.parse((await t.get('/api/player/info', { token: guest.token })).json());
    expect(defaults.artifactImageMaxStair).toBe(4);
    expectRefusal(
      await t.get('/api/player/info', { token: guest.token, query: { artifactFrom: 5, artifactTo: 2 } }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(await t.get('/api/player/info'), 401, 'UNAUTHORIZED');
  });
});

describe('markers', () => {
  it('adds, adds all (JSON array or comma list), removes, and shows them in player info', async () => {
    const guest = await t.guest();
    expect(
      markers(await t.post('/api/marker/add', { marker: 'tutorial_1' }, { token: guest.token })),
    ).toEqual(['tutorial_1']);
    expect(
      markers(await t.post('/api/marker/add', { marker: 'tutorial_1' }, { token: guest.token })),
    ).toEqual(['tutorial_1']);
    t.clock.advance(1);
    const all = await t.post(
      '/api/marker/addAll',
      { markers: ['story:1', 'music.3'] },
      { token: guest.token },
    );
    expect(markers(all).sort()).toEqual(['music.3', 'story:1', 'tutorial_1']);
    const form = await t.post('/api/marker/addAll', { markers: 'a,b' }, { token: guest.token, form: true });
    expect(markers(form)).toHaveLength(5);
    expect(
      markers(await t.post('/api/marker/remove', { marker: 'a' }, { token: guest.token })),
    ).not.toContain('a');
    expect(
      markers(await t.post('/api/marker/remove', { marker: 'zzz' }, { token: guest.token })),
    ).toHaveLength(4);
    const info = playerInfoDto.parse(
      (await t.get('/api/player/info/current', { token: guest.token })).json(),
    );
    expect(info.player.playerMarkers.map((m) => m.playerMarker).sort()).toEqual([
      'b',
      'music.3',
      'story:1',
      'tutorial_1',
    ]);
  });

  it('refuses bad markers and more than the limit', async () => {
    const guest = await t.guest();
    for (const marker of ['', 'has space', 'x'.repeat(65), '<b>'])
      expectRefusal(
        await t.post('/api/marker/add', { marker }, { token: guest.token }),
        400,
        'VALIDATION_FAILED',
      );
    expectRefusal(await t.post('/api/marker/addAll', {}, { token: guest.token }), 400, 'VALIDATION_FAILED');
    const many = Array.from({ length: MARKERS_MAX_COUNT }, (_, i) => `m${i}`);
    expect(
      markers(await t.post('/api/marker/addAll', { markers: many }, { token: guest.token })),
    ).toHaveLength(MARKERS_MAX_COUNT);
    expectRefusal(
      await t.post('/api/marker/add', { marker: 'one_more' }, { token: guest.token }),
      400,
      'MARKER_LIMIT',
    );
  });
});

/** Moves a player's gold through the ledger, as a reward or a payment would. */
const goldDelta = (playerId: number, delta: number) =>
  t.db.transaction((tx: Tx) =>
    applyLedger(tx, { playerId, resource: 'gold', delta, reason: 'test-credit', now: new Date(t.clock()) }),
  );

describe('health', () => {
  it('recovers +1 per minute lazily and restores with elixir or gems through the ledger', async () => {
    const guest = await t.guest();
    const full = healthStateDto.parse(
      (await t.get('/api/player/health/options', { token: guest.token })).json(),
    );
    expect(full).toMatchObject({ missingHealth: 0, fullAt: null, options: [] });
    expectRefusal(
      await t.post('/api/player/health/elixir/restore', undefined, { token: guest.token }),
      400,
      'HEALTH_FULL',
    );

    await t.db
      .update(creatures)
      .set({ health: 10, healthAt: new Date(t.clock()) })
      .where(eq(creatures.playerId, guest.playerId));
    t.clock.advance(5 * 60_000 + 10);
    const hurt = healthStateDto.parse(
      (await t.get('/api/player/health/options', { token: guest.token })).json(),
    );
    expect(hurt.creatures.every((c) => c.health === 15)).toBe(true);
    const missing = hurt.creatures.reduce((s, c) => s + c.maxHealth - c.health, 0);
    expect(hurt.missingHealth).toBe(missing);
    expect(hurt.options).toEqual([
      { id: 'ELIXIR', price: { ELIXIR: Math.ceil(missing / 20) } },
      { id: 'GOLD', price: { GOLD: Math.ceil(missing * goldPerHealth(1)) } },
      { id: 'GEMS', price: { MITHRIL: Math.ceil(missing / 100) } },
    ]);
    const info = playerInfoDto.parse(
      (await t.get('/api/player/info/current', { token: guest.token })).json(),
    );
    expect(info.player.creatures.every((c) => c.health === 15)).toBe(true);

    expectRefusal(
      await t.post('/api/player/health/elixir/restore', undefined, { token: guest.token }),
      400,
      'NOT_ENOUGH_RESOURCES',
    );
    const mithril = await balanceOf(t.db, guest.playerId, 'mithril');
    const restores = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.post('/api/player/health/gems/restore', undefined, { token: guest.token }),
      ),
    );
    expect(restores.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of restores.filter((x) => x.statusCode !== 200)) expectRefusal(r, 400, 'HEALTH_FULL');
    expect(await balanceOf(t.db, guest.playerId, 'mithril')).toBe(mithril - Math.ceil(missing / 100));
    expect(restores.find((r) => r.statusCode === 200)?.json()).toMatchObject({
      missingHealth: 0,
      paid: { MITHRIL: Math.ceil(missing / 100) },
      // The balances after the payment, as the ledger left them.
      balances: { mithril: mithril - Math.ceil(missing / 100) },
    });
    expectRefusal(
      await t.post('/api/player/health/potion/restore', undefined, { token: guest.token }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('restores at the healer for gold, dearer per health point at a higher level', async () => {
    const guest = await t.guest();
    await t.db.update(players).set({ level: 40 }).where(eq(players.id, guest.playerId));
    await t.db
      .update(creatures)
      .set({ health: 1, healthAt: new Date(t.clock()) })
      .where(eq(creatures.playerId, guest.playerId));
    const hurt = healthStateDto.parse(
      (await t.get('/api/player/health/options', { token: guest.token })).json(),
    );
    const price = Math.ceil(hurt.missingHealth * goldPerHealth(40));
    expect(hurt.options.find((o) => o.id === 'GOLD')?.price).toEqual({ GOLD: price });
    expect(price).toBeGreaterThan(Math.ceil(hurt.missingHealth * goldPerHealth(1)));

    const gold = await balanceOf(t.db, guest.playerId, 'gold');
    await goldDelta(guest.playerId, price - 1 - gold);
    expectRefusal(
      await t.post('/api/player/health/gold/restore', undefined, { token: guest.token }),
      400,
      'NOT_ENOUGH_FUNDS',
    );
    await goldDelta(guest.playerId, 1);
    const restored = await t.post('/api/player/health/GOLD/restore', undefined, { token: guest.token });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ missingHealth: 0, paid: { GOLD: price }, balances: { gold: 0 } });
    expect(await balanceOf(t.db, guest.playerId, 'gold')).toBe(0);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('POST /api/player/everyday/reward/take', () => {
  it('credits once per server day, even under concurrent takes', async () => {
    const guest = await t.guest();
    const gold = await balanceOf(t.db, guest.playerId, 'gold');
    const takes = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post('/api/player/everyday/reward/take', undefined, { token: guest.token }),
      ),
    );
    const ok = takes.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const reward = ok[0]?.json<{
      reward: { GOLD: number };
      everydayReward: { available: boolean };
      balances: { gold: number };
    }>();
    expect(reward?.everydayReward.available).toBe(false);
    expect(reward?.balances.gold).toBe(gold + (reward?.reward.GOLD ?? NaN));
    for (const r of takes.filter((x) => x.statusCode !== 200)) expectRefusal(r, 409, 'EVERYDAY_REWARD_TAKEN');
    expect(await balanceOf(t.db, guest.playerId, 'gold')).toBe(gold + (reward?.reward.GOLD ?? NaN));
    t.clock.advance(24 * 3_600_000);
    expect(
      (await t.post('/api/player/everyday/reward/take', undefined, { token: guest.token })).statusCode,
    ).toBe(200);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
