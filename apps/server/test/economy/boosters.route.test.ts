import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleResultDto } from '@rol/protocol/battle-dto';
import type { ActiveBoosterDto, BoostersDto } from '@rol/protocol/booster-routes';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { BOOSTERS, boosterDurationMs } from '@rol/rules/economy/boosters';
import { WARRIOR_CLASSES } from '@rol/rules/content/warrior-classes';
import { creatures } from '../../src/db/schema/creatures.ts';
import { attack, fightToEnd, setSquadLevel } from '../battle/battle-test-kit.ts';
import { setBalance } from '../heroes/hero-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { fifty, noServerErrors, succeeded } from '../reliability/concurrent-answers.ts';
import { createTestApp, testClock, type TestApp } from '../test-app.ts';

const HOUR = 3_600_000;
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const list = async (token: string) => {
  const res = await t.get('/api/booster/list', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BoostersDto>();
};
const change = (token: string, verb: 'activate' | 'prolong' | 'replace', boosterId: string) =>
  t.post(`/api/booster/${verb}`, { boosterId }, { token });
const changed = async (token: string, verb: 'activate' | 'prolong' | 'replace', boosterId: string) => {
  const res = await change(token, verb, boosterId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ active: ActiveBoosterDto[] }>().active;
};
const richGuest = async () => {
  const me = await t.guest();
  await setBalance(t, me.playerId, 'mithril', 10_000);
  return me;
};
const heroes = async (token: string) => {
  const res = await t.get('/api/creature/list', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ creatures: CreatureDto[] }>().creatures;
};

describe('booster list and activation', () => {
  it('lists the four boosters with prices and effects, and nothing active at first', async () => {
    const me = await t.guest();
    const got = await list(me.token);
    expect(got.boosters.map((b) => [b.boosterId, b.slot, b.hours])).toEqual([
      ['experience', 'experience', 8],
      ['silver', 'set', 1],
      ['gold', 'set', 24],
      ['platinum', 'set', 72],
    ]);
    expect(got.active).toEqual([]);
    expect(got.serverTimeMs).toBe(clock());
  });

  it('activates for gems through the ledger, ends by itself, refuses without gems', async () => {
    const me = await t.guest();
    await setBalance(t, me.playerId, 'mithril', 39);
    const poor = expectRefusal(await change(me.token, 'activate', 'experience'), 400, 'NOT_ENOUGH_GEMS');
    expect(poor.details).toMatchObject({ resource: 'mithril', needed: 40 });
    await setBalance(t, me.playerId, 'mithril', 100);
    const start = clock();
    expect(await changed(me.token, 'activate', 'experience')).toEqual([
      { slot: 'experience', boosterId: 'experience', startedAt: start, endsAt: start + 8 * HOUR },
    ]);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(100 - BOOSTERS.experience.price.MITHRIL!);
    expectRefusal(await change(me.token, 'activate', 'experience'), 409, 'BOOSTER_ACTIVE');
    // A set runs beside the booster in its own slot.
    await setBalance(t, me.playerId, 'mithril', 100);
    expect((await changed(me.token, 'activate', 'silver')).map((a) => a.boosterId)).toEqual(['experience', 'silver']);
    clock.advance(HOUR);
    expect((await list(me.token)).active.map((a) => a.boosterId)).toEqual(['experience']);
    clock.advance(7 * HOUR);
    expect((await list(me.token)).active).toEqual([]);
    expect((await changed(me.token, 'activate', 'experience'))[0]?.endsAt).toBe(clock() + 8 * HOUR);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('prolongs the same booster and replaces another of the slot', async () => {
    const me = await richGuest();
    const start = clock();
    await changed(me.token, 'activate', 'gold');
    expectRefusal(await change(me.token, 'prolong', 'silver'), 409, 'BOOSTER_NOT_ACTIVE');
    expectRefusal(await change(me.token, 'replace', 'gold'), 409, 'BOOSTER_SAME');
    expectRefusal(await change(me.token, 'prolong', 'experience'), 409, 'BOOSTER_NOT_ACTIVE');
    clock.advance(HOUR);
    expect(await changed(me.token, 'prolong', 'gold')).toEqual([
      { slot: 'set', boosterId: 'gold', startedAt: start, endsAt: start + 48 * HOUR },
    ]);
    const replacedAt = clock();
    expect(await changed(me.token, 'replace', 'platinum')).toEqual([
      { slot: 'set', boosterId: 'platinum', startedAt: replacedAt, endsAt: replacedAt + boosterDurationMs('platinum') },
    ]);
    const spent = 2 * BOOSTERS.gold.price.MITHRIL! + BOOSTERS.platinum.price.MITHRIL!;
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(10_000 - spent);
    clock.advance(72 * HOUR);
    expectRefusal(await change(me.token, 'replace', 'gold'), 409, 'BOOSTER_NOT_ACTIVE');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('50 concurrent activations start one booster and pay once', async () => {
    const me = await richGuest();
    const answers = await fifty(() => change(me.token, 'activate', 'platinum'));
    noServerErrors(answers);
    expect(succeeded(answers)).toBe(1);
    expect(await balanceOf(t.db, me.playerId, 'mithril')).toBe(10_000 - BOOSTERS.platinum.price.MITHRIL!);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('effects where they act', () => {
  it('a set raises the heroes’ maximum health by level while it runs, and it falls back after', async () => {
    const me = await richGuest();
    await t.db.update(creatures).set({ level: 11 }).where(eq(creatures.playerId, me.playerId));
    const before = await heroes(me.token);
    await changed(me.token, 'activate', 'platinum');
    const during = await heroes(me.token);
    for (const hero of during) {
      const was = before.find((h) => h.id === hero.id)!;
      const growth = WARRIOR_CLASSES[hero.warriorClass as keyof typeof WARRIOR_CLASSES].growth.health;
      expect(hero.maxHealth).toBe(was.maxHealth + growth * 10 * 4);
    }
    clock.advance(72 * HOUR);
    const after = await heroes(me.token);
    expect(after.map((h) => h.maxHealth)).toEqual(before.map((h) => h.maxHealth));
    expect(after.map((h) => h.health)).toEqual(before.map((h) => h.maxHealth));
  });

  it('health recovers twenty times faster under platinum, at the normal rate after it ends', async () => {
    const me = await richGuest();
    await t.db
      .update(creatures)
      .set({ health: 1, healthAt: new Date(clock()) })
      .where(eq(creatures.playerId, me.playerId));
    await changed(me.token, 'activate', 'platinum');
    clock.advance(2 * 60_000);
    const boosted = await heroes(me.token);
    expect(boosted.map((h) => h.health)).toEqual(boosted.map((h) => Math.min(h.maxHealth, 1 + 40)));
    // Over: down to one point a minute (the health recovered so far stays).
    clock.advance(72 * HOUR);
    await t.db
      .update(creatures)
      .set({ health: 1, healthAt: new Date(clock()) })
      .where(eq(creatures.playerId, me.playerId));
    clock.advance(2 * 60_000);
    expect((await heroes(me.token)).map((h) => h.health)).toEqual(boosted.map(() => 3));
  });

  it('a won battle’s experience doubles with the booster, and not once it has ended', async () => {
    const plain = await wonBattle(null, 0);
    expect(plain.credited).toBe(plain.base);
    const boosted = await wonBattle('experience', 0);
    expect(boosted.credited).toBe(boosted.base * 2);
    const platinum = await wonBattle('platinum', 0);
    expect(platinum.credited).toBe(platinum.base * 5);
    const ended = await wonBattle('experience', 8 * HOUR);
    expect(ended.credited).toBe(ended.base);
  });
});

/** A new guest wins the stair-1 guard with `boosterId` activated `ageMs` before the battle settles. */
async function wonBattle(boosterId: string | null, ageMs: number) {
  const me = await richGuest();
  await setSquadLevel(t, me.playerId, 40);
  if (boosterId) await changed(me.token, 'activate', boosterId);
  const { status } = await fightToEnd(t, me, await attack(t, me));
  expect(status.battle.winnerTeam).toBe(0);
  clock.advance(ageMs);
  const res = await t.post('/api/battle/complete', undefined, { token: me.token });
  expect(res.statusCode, res.body).toBe(200);
  return { base: status.winnerReward.experience, credited: res.json<BattleResultDto>().reward.experience };
}
