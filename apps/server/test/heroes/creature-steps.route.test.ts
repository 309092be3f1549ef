import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import { forceStepCost, forceStepSeconds } from '@rol/rules/content/forces';
import { rankCapOf, type WarriorClass } from '@rol/rules/content/warrior-classes';
import { rankUpCost, rankUpSeconds, remainingSeconds, speedUpPrice } from '@rol/rules/heroes/upgrade-steps';
import { eq } from 'drizzle-orm';
import { creatureForces } from '../../src/db/schema/creature-forces.ts';
import { creatures } from '../../src/db/schema/creatures.ts';
import { upgradeSteps } from '../../src/db/schema/upgrade-steps.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  addHero,
  expectRefusal,
  forceUpgrade,
  getCreature,
  giveArtifact,
  heroIds,
  ok,
  rankUpgrade,
  setBalance,
  setHero,
  setPlayer,
  speedUp,
  type HeroesAnswer,
  type Who,
} from './hero-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** A guest with plenty of gold, crystal and gems; its own hero (a human knight) and the wolf. */
async function richGuest(): Promise<Who & { knight: number; wolf: number }> {
  const guest = await t.guest('knight:male:wolf');
  for (const resource of ['gold', 'crystal', 'mithril'] as const) await setBalance(t, guest.playerId, resource, 1_000_000);
  const [knight, wolf] = await heroIds(t, guest.playerId);
  if (knight === undefined || wolf === undefined) throw new Error('a guest has two heroes');
  return { ...guest, knight, wolf };
}

describe('POST /api/creature/force/upgrade', () => {
  it('studies a force for its price; the step runs on a hammer and completes once the clock passes doneAt', async () => {
    const guest = await richGuest();
    const before = await getCreature(t, guest, guest.knight);
    const valor = before.creature.forcesV2.find((f) => f.forceId === 'human_valor');
    expect(valor).toMatchObject({ rank: 0, learnRank: 1, next: { toRank: 1 }, blocked: null });
    expect(before.hammerDto).toEqual({ currenCount: 0, maxCount: 2 });
    const gold = await balanceOf(t.db, guest.playerId, 'gold');

    const started = ok<HeroesAnswer>(await forceUpgrade(t, guest, guest.knight, 'human_valor'));
    const seconds = forceStepSeconds('human_valor', 1);
    expect(started.hammerDto).toEqual({ currenCount: 1, maxCount: 2 });
    expect(started.balances.gold).toBe(gold - (forceStepCost('human_valor', 1).GOLD ?? 0));
    const [hero] = started.creatures;
    expect(hero?.steps).toEqual([
      expect.objectContaining({ kind: 'force', forceId: 'human_valor', toRank: 1, doneAt: t.clock() + seconds * 1000 }),
    ]);
    expect(hero?.forcesV2.find((f) => f.forceId === 'human_valor')).toMatchObject({
      rank: 0,
      next: null,
      blocked: 'FORCE_UPGRADE_RUNNING',
    });
    expectRefusal(await forceUpgrade(t, guest, guest.knight, 'human_valor'), 'FORCE_UPGRADE_RUNNING');

    t.clock.advance(seconds * 1000 - 1);
    expect((await getCreature(t, guest, guest.knight)).creature.steps).toHaveLength(1);
    t.clock.advance(1);
    const done = await getCreature(t, guest, guest.knight);
    expect(done.hammerDto.currenCount).toBe(0);
    expect(done.creature.steps).toEqual([]);
    expect(done.creature.forcesV2.find((f) => f.forceId === 'human_valor')).toMatchObject({ rank: 1, next: { toRank: 2 } });
    // human_valor adds attack: the hero page shows it.
    expect(done.creature.attack).toBeGreaterThan(before.creature.attack);
    // The next action writes the completed step (settle) and builds on it: the improvement to rank 2.
    const next = ok<HeroesAnswer>(await forceUpgrade(t, guest, guest.knight, 'human_valor'));
    expect(next.creatures[0]?.steps[0]).toMatchObject({ toRank: 2 });
    const rows = await t.db.select().from(creatureForces);
    expect(rows.filter((r) => r.creatureId === guest.knight)).toEqual([
      expect.objectContaining({ forceId: 'human_valor', rank: 1 }),
    ]);
  });

  it('refuses forces of another class, above the hero rank, unknown, at max rank, and other players’ heroes', async () => {
    const guest = await richGuest();
    const other = await richGuest();
    expectRefusal(await forceUpgrade(t, guest, guest.knight, 'beast_fangs'), 'INCOMPATIBLE_FORCE');
    expectRefusal(await forceUpgrade(t, guest, guest.knight, 'human_shield_wall'), 'INCOMPATIBLE_FORCE');
    expectRefusal(await forceUpgrade(t, guest, guest.knight, 'no_such_force'), 'INCOMPATIBLE_FORCE');
    expectRefusal(await forceUpgrade(t, guest, other.knight, 'human_valor'), 'CREATURE_NOT_FOUND', 404);
    await t.db
      .insert(creatureForces)
      .values({ creatureId: guest.knight, playerId: guest.playerId, forceId: 'human_valor', rank: 5 });
    expectRefusal(await forceUpgrade(t, guest, guest.knight, 'human_valor'), 'FORCE_MAX_RANK');
    const view = await getCreature(t, guest, guest.knight);
    expect(view.creature.forcesV2.find((f) => f.forceId === 'human_valor')?.blocked).toBe('FORCE_MAX_RANK');
    expect(view.creature.forcesV2.find((f) => f.forceId === 'human_shield_wall')?.blocked).toBe('INCOMPATIBLE_FORCE');
    // Ranked up to 2, the knight may study its rank-2 force.
    await setHero(t, guest.knight, { rank: 2 });
    ok(await forceUpgrade(t, guest, guest.knight, 'human_shield_wall'));
  });

  it('fixed-rank classes learn each force at its fixed rank', async () => {
    const guest = await richGuest();
    const titan = await addHero(t, guest.playerId, 'titan', { rank: 3 });
    expectRefusal(await forceUpgrade(t, guest, titan, 'titan_colossus'), 'INCOMPATIBLE_FORCE');
    ok(await forceUpgrade(t, guest, titan, 'titan_quake'));
    ok(await forceUpgrade(t, guest, titan, 'titan_might'));
  });

  it('charges through the ledger: a shortage refuses and starts nothing', async () => {
    const guest = await richGuest();
    await setBalance(t, guest.playerId, 'gold', 10);
    const res = await forceUpgrade(t, guest, guest.knight, 'human_valor');
    expectRefusal(res, 'NOT_ENOUGH_FUNDS');
    expect(res.json<{ details: unknown }>().details).toMatchObject({ resource: 'gold' });
    expect((await getCreature(t, guest, guest.knight)).hammerDto.currenCount).toBe(0);
  });
});

describe('magic hammers', () => {
  it('run 2 steps at once, then HAMMERS_BUSY; an extra hammer allows a third; a finished step frees one', async () => {
    const guest = await richGuest();
    ok(await forceUpgrade(t, guest, guest.knight, 'human_valor'));
    ok(await forceUpgrade(t, guest, guest.wolf, 'beast_fangs'));
    expectRefusal(await rankUpgrade(t, guest, guest.knight), 'HAMMERS_BUSY');
    await setPlayer(t, guest.playerId, { extraHammers: 1 });
    const third = ok<HeroesAnswer>(await rankUpgrade(t, guest, guest.knight));
    expect(third.hammerDto).toEqual({ currenCount: 3, maxCount: 3 });
    expectRefusal(await rankUpgrade(t, guest, guest.wolf), 'HAMMERS_BUSY');
    // Both force steps (10 minutes each) end before the rank step (30 minutes): two hammers free up.
    t.clock.advance(forceStepSeconds('human_valor', 1) * 1000);
    ok(await rankUpgrade(t, guest, guest.wolf));
    const info = ok<{ hammerDto: unknown }>(await t.get('/api/player/info', { token: guest.token }));
    expect(info.hammerDto).toEqual({ currenCount: 2, maxCount: 3 });
  });
});

describe('POST /api/creature/rank/upgrade', () => {
  it('caps ranks per class (human 5, beast 6, dragon 7, ark 8) and +2 with an Ark card', async () => {
    const cases: [WarriorClass, number][] = [
      ['human', 5],
      ['beast', 6],
      ['dragon', 7],
      ['ark', 8],
    ];
    for (const [warriorClass, cap] of cases) {
      const guest = await richGuest();
      expect(rankCapOf(warriorClass)).toBe(cap);
      const atCap = await addHero(t, guest.playerId, warriorClass, { rank: cap });
      const below = await addHero(t, guest.playerId, warriorClass, { rank: cap - 1 });
      expectRefusal(await rankUpgrade(t, guest, atCap), 'RANK_MAX');
      expect((await getCreature(t, guest, atCap)).creature).toMatchObject({
        rankCap: cap,
        canRankUp: true,
        rankNext: null,
        rankBlocked: 'RANK_MAX',
      });
      const started = ok<HeroesAnswer>(await rankUpgrade(t, guest, below));
      expect(started.creatures[0]?.steps[0]).toMatchObject({ kind: 'rank', forceId: null, toRank: cap });
      await setHero(t, atCap, { arkCards: 1 });
      expect((await getCreature(t, guest, atCap)).creature.rankCap).toBe(cap + 2);
      ok(await rankUpgrade(t, guest, atCap));
    }
  });

  it('refuses classes that cannot rank up, a second rank step, and finishes the step at doneAt', async () => {
    const guest = await richGuest();
    const titan = await addHero(t, guest.playerId, 'titan', { rank: 5 });
    expectRefusal(await rankUpgrade(t, guest, titan), 'RANK_UP_FORBIDDEN');
    expect((await getCreature(t, guest, titan)).creature).toMatchObject({
      canRankUp: false,
      rankBlocked: 'RANK_UP_FORBIDDEN',
    });
    const gold = await balanceOf(t.db, guest.playerId, 'gold');
    const started = ok<HeroesAnswer>(await rankUpgrade(t, guest, guest.knight));
    expect(started.balances.gold).toBe(gold - (rankUpCost(1).GOLD ?? 0));
    expect(started.creatures[0]?.rankBlocked).toBe('RANK_UPGRADE_RUNNING');
    expectRefusal(await rankUpgrade(t, guest, guest.knight), 'RANK_UPGRADE_RUNNING');
    t.clock.advance(rankUpSeconds(1) * 1000);
    const after = await getCreature(t, guest, guest.knight);
    expect(after.creature).toMatchObject({ rank: 2, steps: [], rankNext: { toRank: 3 } });
  });
});

describe('a completed step in the next battle', () => {
  it('fights at the new rank with its artifacts: the battle and the hero page agree', async () => {
    const guest = await richGuest();
    const before = await getCreature(t, guest, guest.knight);
    ok(await rankUpgrade(t, guest, guest.knight));
    await giveArtifact(t, guest.playerId, guest.knight, 'life_ring', 3);
    await giveArtifact(t, guest.playerId, guest.knight, 'bronze_sword', 2);
    t.clock.advance(rankUpSeconds(1) * 1000 + MINUTE * 1000);
    const page = (await getCreature(t, guest, guest.knight)).creature;
    expect(page.rank).toBe(2);
    expect(page.attack).toBeGreaterThan(before.creature.attack);
    expect(page.maxHealth).toBeGreaterThan(before.creature.maxHealth);
    expect(page.health).toBe(page.maxHealth);
    const res = await t.post('/api/battle/place/attack', { placeId: 16 }, { token: guest.token });
    const status = ok<BattleStatusDto>(res);
    const fighter = status.battle.creatures.find((c) => c.id === guest.knight);
    expect(fighter).toMatchObject({ attack: page.attack, defence: page.defence, maxHealth: page.maxHealth, health: page.maxHealth });
    // The attack settled the step in the database too: the rank is written and the step row gone.
    const [knight] = await t.db.select().from(creatures).where(eq(creatures.id, guest.knight));
    expect(knight?.rank).toBe(2);
    expect(await t.db.select().from(upgradeSteps).where(eq(upgradeSteps.playerId, guest.playerId))).toEqual([]);
    // Heroes do not change during a battle.
    expectRefusal(await forceUpgrade(t, guest, guest.knight, 'human_valor'), 'PLAYER_IN_BATTLE', 409);
    expectRefusal(await rankUpgrade(t, guest, guest.knight), 'PLAYER_IN_BATTLE', 409);
  });
});

describe('POST /api/creature/step/speedup', () => {
  it('charges gems by the time left and completes the step; a second speed-up finds nothing', async () => {
    const guest = await richGuest();
    const started = ok<HeroesAnswer>(await rankUpgrade(t, guest, guest.knight));
    const step = started.creatures[0]?.steps[0];
    if (!step) throw new Error('no step');
    t.clock.advance(7 * MINUTE);
    const price = speedUpPrice(remainingSeconds(step.doneAt, t.clock()));
    expect((await getCreature(t, guest, guest.knight)).creature.steps[0]?.speedUpPrice).toBe(price);
    const gems = await balanceOf(t.db, guest.playerId, 'mithril');
    const sped = ok<HeroesAnswer>(await speedUp(t, guest, step.id));
    expect(price).toBeGreaterThan(0);
    expect(sped.balances.mithril).toBe(gems - price);
    expect(sped.creatures[0]).toMatchObject({ rank: 2, steps: [] });
    expect(sped.hammerDto.currenCount).toBe(0);
    expectRefusal(await speedUp(t, guest, step.id), 'UPGRADE_NOT_FOUND', 404);
    expect(await balanceOf(t.db, guest.playerId, 'mithril')).toBe(gems - price);
  });

  it('refuses another player’s step, a finished one and a shortage of gems (the step keeps running)', async () => {
    const guest = await richGuest();
    const other = await richGuest();
    const step = ok<HeroesAnswer>(await forceUpgrade(t, guest, guest.knight, 'human_valor')).creatures[0]?.steps[0];
    if (!step) throw new Error('no step');
    expectRefusal(await speedUp(t, other, step.id), 'UPGRADE_NOT_FOUND', 404);
    await setBalance(t, guest.playerId, 'mithril', 0);
    expectRefusal(await speedUp(t, guest, step.id), 'NOT_ENOUGH_GEMS');
    expect((await getCreature(t, guest, guest.knight)).creature.steps).toHaveLength(1);
    t.clock.advance(step.doneAt - t.clock());
    expectRefusal(await speedUp(t, guest, step.id), 'UPGRADE_NOT_FOUND', 404);
    expect((await getCreature(t, guest, guest.knight)).creature.forcesV2.find((f) => f.forceId === 'human_valor')?.rank).toBe(1);
  });
});

describe('two requests at once', () => {
  it('two upgrades with one hammer free: exactly one starts', async () => {
    const guest = await richGuest();
    ok(await forceUpgrade(t, guest, guest.wolf, 'beast_fangs'));
    const answers = await Promise.all([
      forceUpgrade(t, guest, guest.knight, 'human_valor'),
      rankUpgrade(t, guest, guest.wolf),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json<{ error: string }>().error).toBe('HAMMERS_BUSY');
    expect((await getCreature(t, guest, guest.knight)).hammerDto).toEqual({ currenCount: 2, maxCount: 2 });
  });

  it('a speed-up paid twice at once charges once', async () => {
    const guest = await richGuest();
    const step = ok<HeroesAnswer>(await rankUpgrade(t, guest, guest.knight)).creatures[0]?.steps[0];
    if (!step) throw new Error('no step');
    const price = speedUpPrice(remainingSeconds(step.doneAt, t.clock()));
    const gems = await balanceOf(t.db, guest.playerId, 'mithril');
    const answers = await Promise.all([speedUp(t, guest, step.id), speedUp(t, guest, step.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(await balanceOf(t.db, guest.playerId, 'mithril')).toBe(gems - price);
    expect((await getCreature(t, guest, guest.knight)).creature.rank).toBe(2);
  });

  it('leave every ledger equal to its balances', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
