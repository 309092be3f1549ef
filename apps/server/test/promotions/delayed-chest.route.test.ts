import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DelayedChestDto } from '@rol/protocol/delayed-chest-routes';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import {
  DELAYED_CHEST_SPEEDUP_STEP_MS,
  DELAYED_CHEST_WAIT_MS,
  drawDelayedChest,
} from '@rol/rules/economy/delayed-chest';
import { setBalance } from '../heroes/hero-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { fifty, noServerErrors, succeeded } from '../reliability/concurrent-answers.ts';
import { PROMOTIONS_LEVEL } from '@rol/rules/economy/promotions-gate';
import { promotionsGuest } from './promotions-player.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Answer = { chest: DelayedChestDto; balances: BalancesDto };
const call = (token: string, verb: 'ensure' | 'speedup' | 'take') =>
  t.get(`/api/delayed/chest/${verb}`, { token });
const ok = async (token: string, verb: 'ensure' | 'speedup' | 'take') => {
  const res = await call(token, verb);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
};

describe('the delayed chest', () => {
  it('is refused before ensure; ensure puts one on the clock with its drawn contents, once', async () => {
    const me = await promotionsGuest(t);
    expectRefusal(await call(me.token, 'take'), 404, 'DELAYED_CHEST_NONE');
    expectRefusal(await call(me.token, 'speedup'), 404, 'DELAYED_CHEST_NONE');
    const first = await ok(me.token, 'ensure');
    const drawn = drawDelayedChest(t.app.config.worldSeed, me.playerId, 1, PROMOTIONS_LEVEL);
    expect(first.chest).toMatchObject({
      number: 1,
      bundle: drawn.id,
      amounts: drawn.amounts,
      startedAt: clock(),
      readyAt: clock() + DELAYED_CHEST_WAIT_MS,
      ready: false,
      speedupPrice: { MITHRIL: DELAYED_CHEST_WAIT_MS / DELAYED_CHEST_SPEEDUP_STEP_MS },
    });
    clock.advance(60_000);
    expect((await ok(me.token, 'ensure')).chest.readyAt).toBe(first.chest.readyAt);
    const early = expectRefusal(await call(me.token, 'take'), 409, 'DELAYED_CHEST_NOT_READY');
    expect(early.details).toMatchObject({ readyAt: first.chest.readyAt });
  });

  it('opens by itself on time; take credits the contents through the ledger and the next ensure starts the next', async () => {
    const me = await promotionsGuest(t);
    const { chest } = await ok(me.token, 'ensure');
    clock.advance(DELAYED_CHEST_WAIT_MS);
    expect((await ok(me.token, 'ensure')).chest).toMatchObject({ ready: true, speedupPrice: {} });
    expectRefusal(await call(me.token, 'speedup'), 409, 'DELAYED_CHEST_READY');
    const gold = await balanceOf(t.db, me.playerId, 'gold');
    const taken = await ok(me.token, 'take');
    expect(taken.chest.number).toBe(1);
    expect(taken.balances.gold).toBe(gold + (chest.amounts.GOLD ?? 0));
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(taken.balances.gold);
    expectRefusal(await call(me.token, 'take'), 404, 'DELAYED_CHEST_NONE');
    const second = await ok(me.token, 'ensure');
    expect(second.chest).toMatchObject({ number: 2, startedAt: clock(), ready: false });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('speeds up for the gems of the steps left, refused without them', async () => {
    const me = await promotionsGuest(t);
    await ok(me.token, 'ensure');
    clock.advance(DELAYED_CHEST_WAIT_MS - DELAYED_CHEST_SPEEDUP_STEP_MS - 1);
    await setBalance(t, me.playerId, 'mithril', 1);
    const poor = expectRefusal(await call(me.token, 'speedup'), 400, 'NOT_ENOUGH_GEMS');
    expect(poor.details).toMatchObject({ resource: 'mithril', needed: 2 });
    await setBalance(t, me.playerId, 'mithril', 10);
    const sped = await ok(me.token, 'speedup');
    expect(sped.chest).toMatchObject({ ready: true, readyAt: clock() });
    expect(sped.balances.mithril).toBe(8);
    await ok(me.token, 'take');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('answers bad input with the envelope, not a 5xx', async () => {
    const me = await promotionsGuest(t);
    expectRefusal(await t.get('/api/delayed/chest/take'), 401, 'UNAUTHORIZED');
    const res = await t.get('/api/delayed/chest/ensure', {
      token: me.token,
      query: { junk: '\u0000'.repeat(10) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('50 concurrent ensures make one chest, speed-ups pay once, takes credit once', async () => {
    const me = await promotionsGuest(t);
    await setBalance(t, me.playerId, 'mithril', 1000);
    const ensures = await fifty(() => call(me.token, 'ensure'));
    noServerErrors(ensures);
    expect(new Set(ensures.map((r) => r.json<Answer>().chest.startedAt)).size).toBe(1);
    const speedups = await fifty(() => call(me.token, 'speedup'));
    noServerErrors(speedups);
    expect(succeeded(speedups)).toBe(1);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(
      1000 - DELAYED_CHEST_WAIT_MS / DELAYED_CHEST_SPEEDUP_STEP_MS,
    );
    const gold = await balanceOf(t.db, me.playerId, 'gold');
    const takes = await fifty(() => call(me.token, 'take'));
    noServerErrors(takes);
    expect(succeeded(takes)).toBe(1);
    const credited = takes.find((r) => r.statusCode === 200)!.json<Answer>();
    expect(await balanceOf(t.db, me.playerId, 'gold')).toBe(gold + (credited.chest.amounts.GOLD ?? 0));
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
