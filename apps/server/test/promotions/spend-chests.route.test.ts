import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import type { SpendChestDto, SpendChestStatusDto } from '@rol/protocol/spend-chest-routes';
import { spendChest } from '@rol/rules/economy/spend-chests';
import { credit, setBalance } from '../heroes/hero-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { fifty, noServerErrors, succeeded } from '../reliability/concurrent-answers.ts';
import { promotionsGuest } from './promotions-player.ts';
import { raisedPlayer } from '../raised-player.ts';
import { applyLedger } from '../../src/ledger/apply-ledger.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (token: string, path: 'chest' | 'chest2' | 'chest3') => {
  const res = await t.get(`/api/campaign/get/${path}/status`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SpendChestStatusDto>();
};
const open = (token: string, chestId: string) =>
  t.post(`/api/campaign/chest/${encodeURIComponent(chestId)}/open`, undefined, { token });
/** Spends gems as any purchase does: a debit of the gem balance through the ledger. */
const spend = async (playerId: number, gems: number) => {
  await credit(t, playerId, 'mithril', gems);
  await credit(t, playerId, 'mithril', -gems);
};

describe('the chests by gems spent', () => {
  it('shows the six chests in pairs with thresholds and progress', async () => {
    const me = await promotionsGuest(t);
    const groups = [
      await status(me.token, 'chest'),
      await status(me.token, 'chest2'),
      await status(me.token, 'chest3'),
    ];
    expect(groups.map((g) => g.type)).toEqual(['CHEST', 'CHEST_2', 'CHEST_3']);
    expect(groups.flatMap((g) => g.chests.map((c) => [c.id, c.threshold]))).toEqual([
      ['silver', 1],
      ['azure', 3000],
      ['amber', 7000],
      ['golden', 10_000],
      ['jade', 20_000],
      ['lava', 50_000],
    ]);
    expect(groups[0]!.spent).toBe(0);
    expect(groups[0]!.chests.every((c) => !c.unlocked && !c.opened && c.progress === 0)).toBe(true);
  });

  it('counts the gems of a real purchase: the first one unlocks the silver chest', async () => {
    const me = await promotionsGuest(t);
    expectRefusal(await open(me.token, 'silver'), 409, 'CHEST_LOCKED');
    await setBalance(t, me.playerId, 'mithril', 100);
    const bought = await t.post('/api/booster/activate', { boosterId: 'silver' }, { token: me.token });
    expect(bought.statusCode, bought.body).toBe(200);
    const got = await status(me.token, 'chest');
    expect(got.spent).toBe(15);
    expect(got.chests[0]).toMatchObject({ id: 'silver', unlocked: true, opened: false, progress: 1 });
    expect(got.chests[1]!.progress).toBeCloseTo(15 / 3000);
    const gold = await balanceOf(t.db, me.playerId, 'gold');
    const res = await open(me.token, 'silver');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ chest: SpendChestDto; balances: BalancesDto }>();
    expect(answer.chest.opened).toBe(true);
    expect(answer.balances.gold).toBe(gold + spendChest('silver').contents.GOLD!);
    expectRefusal(await open(me.token, 'silver'), 409, 'CHEST_ALREADY_OPENED');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('opens each threshold once it is reached, and only then', async () => {
    const me = await promotionsGuest(t);
    await spend(me.playerId, 2999);
    const locked = expectRefusal(await open(me.token, 'azure'), 409, 'CHEST_LOCKED');
    expect(locked.details).toMatchObject({ spent: 2999, threshold: 3000 });
    await spend(me.playerId, 1);
    expect((await open(me.token, 'azure')).statusCode).toBe(200);
    await spend(me.playerId, 50_000 - 3000);
    for (const id of ['amber', 'golden', 'jade', 'lava'])
      expect((await open(me.token, id)).statusCode).toBe(200);
    const last = await status(me.token, 'chest3');
    expect(last.chests.every((c) => c.opened)).toBe(true);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('does not count gems given away as gifts nor gems a refund took back', async () => {
    const [ann, ben] = [await raisedPlayer(t, 'chest', { level: 15 }), await raisedPlayer(t, 'chest', { level: 15 })];
    await credit(t, ann.playerId, 'mithril', 200);
    const pass = async (from: typeof ann, to: typeof ann) => {
      const sent = await t.post('/api/gift/send', { to: to.name, resource: 'MITHRIL', amount: 200, wish: '', hiddenText: '' }, { token: from.token });
      expect(sent.statusCode, sent.body).toBe(200);
      const id = sent.json<{ gift: { id: number } }>().gift.id;
      expect((await t.post(`/api/gift/${id}/open`, undefined, { token: to.token })).statusCode).toBe(200);
    };
    for (let i = 0; i < 3; i++) {
      await pass(ann, ben);
      await pass(ben, ann);
    }
    await t.db.transaction((tx) =>
      applyLedger(tx, { playerId: ann.playerId, resource: 'mithril', delta: -200, reason: 'payment-refund', reference: 'payment:1', now: new Date(t.clock()) }),
    );
    for (const who of [ann, ben]) {
      expect((await status(who.token, 'chest')).spent).toBe(0);
      expectRefusal(await open(who.token, 'silver'), 409, 'CHEST_LOCKED');
    }
  });

  it('refuses unknown chests and callers without a session with the envelope', async () => {
    const me = await promotionsGuest(t);
    expectRefusal(await open(me.token, 'diamond'), 400, 'VALIDATION_FAILED');
    expectRefusal(await open(me.token, '\u0000'), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.get('/api/campaign/get/chest/status'), 401, 'UNAUTHORIZED');
    expectRefusal(await t.post('/api/campaign/chest/silver/open'), 401, 'UNAUTHORIZED');
  });

  it('50 concurrent openings of a chest credit it once', async () => {
    const me = await promotionsGuest(t);
    await spend(me.playerId, 3000);
    const crystal = await balanceOf(t.db, me.playerId, 'crystal');
    const answers = await fifty(() => open(me.token, 'azure'));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(await balanceOf(t.db, me.playerId, 'crystal')).toBe(
      crystal + spendChest('azure').contents.CRYSTAL!,
    );
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
