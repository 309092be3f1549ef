import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forceStepCost } from '@rol/rules/content/forces';
import { groupUpgradeCost } from '@rol/rules/heroes/hero-level';
import { rankUpCost, remainingSeconds, speedUpPrice } from '@rol/rules/heroes/upgrade-steps';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  addHero,
  forceUpgrade,
  getCreature,
  giveCards,
  heroIds,
  ok,
  rankUpgrade,
  setBalance,
  setPlayer,
  speedUp,
  type HeroesAnswer,
  type Who,
} from '../heroes/hero-test-kit.ts';
import { FIFTY, fifty, succeeded, noServerErrors } from './concurrent-answers.ts';

/**
 * No double spending on heroes: 50 concurrent identical hero requests — start a force step,
 * start a rank step, speed a step up, raise a group's level, use a card, exchange a hero — succeed
 * exactly as often as they should, each success paid once, and every ledger sums to its balances
 *.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refusals = (answers: LightMyRequestResponse[]) =>
  [...new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json<{ error: string }>().error))].sort();

async function richGuest(): Promise<Who & { knight: number; wolf: number }> {
  const guest = await t.guest('knight:male:wolf');
  for (const resource of ['gold', 'crystal', 'mithril'] as const) await setBalance(t, guest.playerId, resource, 1_000_000);
  const [knight, wolf] = await heroIds(t, guest.playerId);
  if (knight === undefined || wolf === undefined) throw new Error('a guest has two heroes');
  return { ...guest, knight, wolf };
}

describe(`${FIFTY} concurrent identical hero requests`, () => {
  it('force/upgrade: one step starts, paid once', async () => {
    const guest = await richGuest();
    const answers = await fifty(() => forceUpgrade(t, guest, guest.knight, 'human_valor'));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['FORCE_UPGRADE_RUNNING']);
    expect(await balanceOf(t.db, guest.playerId, 'gold')).toBe(1_000_000 - (forceStepCost('human_valor', 1).GOLD ?? 0));
    expect((await getCreature(t, guest, guest.knight)).hammerDto.currenCount).toBe(1);
  });

  it('rank/upgrade: one step starts, paid once', async () => {
    const guest = await richGuest();
    const answers = await fifty(() => rankUpgrade(t, guest, guest.knight));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['RANK_UPGRADE_RUNNING']);
    expect(await balanceOf(t.db, guest.playerId, 'gold')).toBe(1_000_000 - (rankUpCost(1).GOLD ?? 0));
  });

  it('force/upgrade of different heroes for 2 hammers: two start', async () => {
    const guest = await richGuest();
    const mags: number[] = [];
    for (let i = 0; i < FIFTY; i += 1) mags.push(await addHero(t, guest.playerId, 'mag'));
    const answers = await Promise.all(mags.map((id) => forceUpgrade(t, guest, id, 'mag_frost_bolt')));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(2);
    expect(refusals(answers)).toEqual(['HAMMERS_BUSY']);
    expect(await balanceOf(t.db, guest.playerId, 'gold')).toBe(1_000_000 - 2 * (forceStepCost('mag_frost_bolt', 1).GOLD ?? 0));
  });

  it('step/speedup: completed once, gems charged once', async () => {
    const guest = await richGuest();
    const step = ok<HeroesAnswer>(await rankUpgrade(t, guest, guest.knight)).creatures[0]?.steps[0];
    if (!step) throw new Error('no step');
    const price = speedUpPrice(remainingSeconds(step.doneAt, t.clock()));
    const answers = await fifty(() => speedUp(t, guest, step.id));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['UPGRADE_NOT_FOUND']);
    expect(await balanceOf(t.db, guest.playerId, 'mithril')).toBe(1_000_000 - price);
    expect((await getCreature(t, guest, guest.knight)).creature.rank).toBe(2);
  });

  it('level/upgrade of a group: raised up to the player’s level and no further, each level paid once', async () => {
    const guest = await richGuest();
    await setPlayer(t, guest.playerId, { level: 4 });
    const group = [guest.knight, guest.wolf];
    const answers = await fifty(() => t.post('/api/creature/level/upgrade', { creatureIds: group }, { token: guest.token }));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(3);
    expect(refusals(answers)).toEqual(['HERO_LEVEL_MAX']);
    const cost = groupUpgradeCost([1, 1, 2, 2, 3, 3]).GOLD ?? 0;
    expect(await balanceOf(t.db, guest.playerId, 'gold')).toBe(1_000_000 - cost);
    expect((await getCreature(t, guest, guest.wolf)).creature.level).toBe(4);
  });

  it('card/use with 3 cards on a hero running 2 steps: two finished, one card left', async () => {
    const guest = await richGuest();
    await giveCards(t, guest.playerId, 'mouse', 3);
    await setPlayer(t, guest.playerId, { extraHammers: 3 });
    ok(await forceUpgrade(t, guest, guest.knight, 'human_valor'));
    ok(await rankUpgrade(t, guest, guest.knight));
    ok(await forceUpgrade(t, guest, guest.wolf, 'beast_fangs'));
    ok(await rankUpgrade(t, guest, guest.wolf));
    const answers = await fifty(() =>
      t.post('/api/creature/card/use', { card: 'mouse', creatureId: guest.knight }, { token: guest.token }),
    );
    noServerErrors(answers);
    // The knight runs two steps: two cards finish them, the third finds none (and is not taken).
    expect(succeeded(answers)).toBe(2);
    expect(refusals(answers)).toEqual(['UPGRADE_NOT_FOUND']);
    const list = ok<{ cardState: Record<string, number> }>(await t.get('/api/creature/list', { token: guest.token }));
    expect(list.cardState).toEqual({ mouse: 1 });
  });

  it('exchange: the donor is given once, its tokens returned once', async () => {
    const guest = await richGuest();
    const ark = await addHero(t, guest.playerId, 'ark', { spentTokens: 300 });
    const tokens = await balanceOf(t.db, guest.playerId, 'eventCurrency');
    const answers = await fifty(() =>
      t.post('/api/creature/exchange', { donorId: ark, receiverId: guest.wolf }, { token: guest.token }),
    );
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(refusals(answers)).toEqual(['CREATURE_NOT_FOUND']);
    expect(await balanceOf(t.db, guest.playerId, 'eventCurrency')).toBe(tokens + 300);
  });

  it('leave every player’s ledger equal to their balances', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
