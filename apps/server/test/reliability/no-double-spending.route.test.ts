import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENDER_CHANGE_PRICE_GEMS } from '@rol/protocol/player-routes';
import type { Tx } from '../../src/db/database.ts';
import { creatures } from '../../src/db/schema/creatures.ts';
import { applyLedger } from '../../src/ledger/apply-ledger.ts';
import { RESOURCE_OF_KIND } from '../../src/ledger/balances.ts';
import { portalOfStair } from '../../src/road/portal-places.ts';
import { attack, fightToEnd, setSquadLevel } from '../battle/battle-test-kit.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { findPlace, placePlayerAt } from '../road/road-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { FIFTY, fifty, succeeded, noServerErrors } from './concurrent-answers.ts';

/**
 * No double spending: 50 concurrent identical requests for everything that costs or grants
 * today — take a resource, gain a gainable, complete a battle, change gender (paid), restore health,
 * the everyday reward, use a portal — settle exactly as often as they should, and afterwards every
 * player's ledger sums to their balances.
 * Hero steps, speed-ups, cards, group upgrades and exchanges: hero-double-spending.route.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const credit = (playerId: number, resource: 'mithril' | 'elixir', delta: number) =>
  t.db.transaction((tx: Tx) =>
    applyLedger(tx, { playerId, resource, delta, reason: 'test-credit', now: new Date(t.clock()) }),
  );

describe(`${FIFTY} concurrent identical requests`, () => {
  it('take a resource: credited once', async () => {
    const guest = await t.guest();
    const place = findPlace(t, 'RESOURCE', () => true, 7);
    if (place.payload.type !== 'RESOURCE') throw new Error('not a resource');
    await placePlayerAt(t, guest, place.posY);
    const resource = RESOURCE_OF_KIND[place.payload.resource];
    const before = await balanceOf(t.db, guest.playerId, resource);
    const answers = await fifty(() => t.get(`/api/resourcePlace/${place.id}/take`, { token: guest.token }));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(await balanceOf(t.db, guest.playerId, resource)).toBe(before + place.payload.amount);
  });

  it('gain a gainable: credited once', async () => {
    const guest = await t.guest();
    const place = findPlace(t, 'GAINABLE');
    await placePlayerAt(t, guest, place.posY);
    const answers = await fifty(() => t.post(`/api/place/gainable/${place.id}/gain`, undefined, { token: guest.token }));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
  });

  it('complete a won battle: gold and experience once', async () => {
    const guest = await t.guest();
    await setSquadLevel(t, guest.playerId, 40);
    const { status } = await fightToEnd(t, guest, await attack(t, guest));
    const gold = await balanceOf(t.db, guest.playerId, 'gold');
    const answers = await fifty(() => t.post('/api/battle/complete', undefined, { token: guest.token }));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(await balanceOf(t.db, guest.playerId, 'gold')).toBe(gold + status.winnerReward.gold);
  });

  it('change gender (paid): charged once, every answer consistent', async () => {
    const guest = await t.guest('knight:male:wolf');
    await t.post('/api/player/gender/set', { gender: 'female' }, { token: guest.token }); // the free first change
    await credit(guest.playerId, 'mithril', 500);
    const mithril = await balanceOf(t.db, guest.playerId, 'mithril');
    const answers = await fifty(() => t.post('/api/player/gender/set', { gender: 'male' }, { token: guest.token }));
    noServerErrors(answers);
    expect(await balanceOf(t.db, guest.playerId, 'mithril')).toBe(mithril - GENDER_CHANGE_PRICE_GEMS);
  });

  it('restore health with gems and with elixir: paid once each', async () => {
    for (const option of ['gems', 'elixir'] as const) {
      const guest = await t.guest();
      await credit(guest.playerId, 'elixir', 10_000);
      await t.db.update(creatures).set({ health: 10, healthAt: new Date(t.clock()) }).where(eq(creatures.playerId, guest.playerId));
      const resource = option === 'gems' ? 'mithril' : 'elixir';
      const before = await balanceOf(t.db, guest.playerId, resource);
      const answers = await fifty(() => t.post(`/api/player/health/${option}/restore`, undefined, { token: guest.token }));
      noServerErrors(answers);
      expect(succeeded(answers)).toBe(1);
      const paid = answers.find((a) => a.statusCode === 200)?.json<{ paid: Record<string, number> }>().paid ?? {};
      const cost = Object.values(paid).reduce((s, v) => s + v, 0);
      expect(await balanceOf(t.db, guest.playerId, resource)).toBe(before - cost);
    }
  });

  it('take the everyday reward: once per day', async () => {
    const guest = await t.guest();
    const answers = await fifty(() => t.post('/api/player/everyday/reward/take', undefined, { token: guest.token }));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
  });

  it('use a portal: charged once, moved once', async () => {
    const guest = await t.guest();
    const from = portalOfStair(t.app.config.worldSeed, 50);
    if (!from) throw new Error('no portal on stair 50');
    await placePlayerAt(t, guest, from.posY);
    const mithril = await balanceOf(t.db, guest.playerId, 'mithril');
    const answers = await fifty(() => t.post(`/api/portal/${from.id}/use`, { targetStair: 25 }, { token: guest.token }));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    const paid = answers.find((a) => a.statusCode === 200)?.json<{ paid: { MITHRIL: number } }>().paid.MITHRIL;
    expect(await balanceOf(t.db, guest.playerId, 'mithril')).toBe(mithril - (paid ?? NaN));
  });

  it('leave every player’s ledger equal to their balances', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
