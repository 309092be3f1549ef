import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import type { SnowWorldDto } from '@rol/protocol/snow-world-routes';
import { buildingEffects } from '@rol/rules/clans/clan-buildings';
import { campaignById, campaignRunAt } from '@rol/rules/economy/campaigns';
import { SNOW_RETURN_MS, SNOW_WORLD } from '@rol/rules/world/snow-world';
import { clanBuildings } from '../../src/db/schema/clan-buildings.ts';
import { players } from '../../src/db/schema/players.ts';
import { fightToEnd, setSquadLevel } from '../battle/battle-test-kit.ts';
import { newClan } from '../clans/clan-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function explorer(level: number = SNOW_WORLD.unlockLevel) {
  const who = await t.guest();
  await t.db.update(players).set({ level }).where(eq(players.id, who.playerId));
  await setSquadLevel(t, who.playerId, 80);
  return who;
}

async function snow(token: string, path: string, body?: unknown): Promise<SnowWorldDto> {
  const res = path === 'get' ? await t.get('/api/snowWorld/get', { token }) : await t.post(`/api/snowWorld/${path}`, body, { token });
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json<SnowWorldDto | { snowWorld: SnowWorldDto }>();
  return 'snowWorld' in json ? json.snowWorld : json;
}

/** Beats the monster of the hero's stair with the ordinary battle calls. */
async function beat(who: { token: string; playerId: number }, stair: number) {
  const res = await t.post('/api/snowWorld/attack', { stair }, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  const started = res.json<BattleStatusDto>();
  expect(started.battle.kind).toBe('SNOW');
  await fightToEnd(t, who, started);
  const done = await t.post('/api/battle/complete', undefined, { token: who.token });
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json<{ won: boolean }>().won).toBe(true);
}

describe('the snow world', () => {
  it('opens at its level; refuses strangers and bad input', async () => {
    const young = await explorer(SNOW_WORLD.unlockLevel - 1);
    expect(await snow(young.token, 'get')).toMatchObject({ status: 'OUT', open: false, places: [] });
    const locked = expectRefusal(await t.post('/api/snowWorld/enter', undefined, { token: young.token }), 403, 'SNOW_WORLD_LOCKED');
    expect(locked.details).toMatchObject({ level: SNOW_WORLD.unlockLevel });
    expectRefusal(await t.post('/api/snowWorld/enter'), 401, 'UNAUTHORIZED');
    expectRefusal(await t.get('/api/snowWorld/get'), 401, 'UNAUTHORIZED');

    const me = await explorer();
    expectRefusal(await t.post('/api/snowWorld/step', { toStair: 2 }, { token: me.token }), 409, 'SNOW_WORLD_NOT_IN');
    const entered = await snow(me.token, 'enter');
    expect(entered).toMatchObject({ status: 'IN', open: true, stair: 1, stepsLeft: SNOW_WORLD.baseSteps, stairs: SNOW_WORLD.stairs });
    expect(entered.places).toHaveLength(SNOW_WORLD.stairs);
    expect(await snow(me.token, 'enter')).toEqual(entered);
    for (const body of [{ toStair: 'x' }, { toStair: 0 }, { toStair: SNOW_WORLD.stairs + 1 }, {}, { toStair: 1.5 }])
      expectRefusal(await t.post('/api/snowWorld/step', body, { token: me.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/snowWorld/take', { stair: -1 }, { token: me.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/snowWorld/attack', { stair: 'top' }, { token: me.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/snowWorld/step', { toStair: 3 }, { token: me.token }), 400, 'SNOW_WORLD_BAD_STEP');
    expectRefusal(await t.post('/api/snowWorld/take', { stair: 2 }, { token: me.token }), 400, 'SNOW_PLACE_NOT_HERE');
    expect((await snow(me.token, 'get')).stepsLeft).toBe(SNOW_WORLD.baseSteps);
  });

  it('opens from the campaign level while the snow days run, and only then', async () => {
    const snowDays = campaignById('snow-days')!;
    const young = await explorer(SNOW_WORLD.campaignLevel);
    const toRun = campaignRunAt(snowDays, t.clock()).startsAt - t.clock();
    expect(await snow(young.token, 'get')).toMatchObject({ status: 'OUT', open: false });
    t.clock.advance(toRun - MINUTE);
    expectRefusal(await t.post('/api/snowWorld/enter', undefined, { token: young.token }), 403, 'SNOW_WORLD_LOCKED');
    t.clock.advance(MINUTE);
    try {
      const younger = await explorer(SNOW_WORLD.campaignLevel - 1);
      expectRefusal(await t.post('/api/snowWorld/enter', undefined, { token: younger.token }), 403, 'SNOW_WORLD_LOCKED');
      expect(await snow(young.token, 'get')).toMatchObject({ status: 'OUT', open: true });
      expect(await snow(young.token, 'enter')).toMatchObject({ status: 'IN', stair: 1 });
    } finally {
      t.clock.advance(-toRun);
    }
  });

  it('walks up with a step budget; low pressure sends the hero home for six hours', async () => {
    const me = await explorer();
    let world = await snow(me.token, 'enter');
    const before = { crystal: await balanceOf(t.db, me.playerId, 'crystal'), gold: await balanceOf(t.db, me.playerId, 'gold') };
    let spent = 0;
    let monstersBeaten = 0;
    let taken = 0;
    while (world.status === 'IN') {
      const place = world.places[world.stair - 1];
      if (!place) throw new Error('no place on the stair');
      if (!place.done && place.kind === 'MONSTER') {
        expectRefusal(await t.post('/api/snowWorld/step', { toStair: world.stair + 1 }, { token: me.token }), 409, 'SNOW_WORLD_BLOCKED');
        expectRefusal(await t.post('/api/snowWorld/take', { stair: world.stair }, { token: me.token }), 400, 'SNOW_PLACE_NOT_HERE');
        await beat(me, world.stair);
        monstersBeaten += 1;
        world = await snow(me.token, 'get');
      } else if (!place.done) {
        world = await snow(me.token, 'take', { stair: world.stair });
        taken += 1;
        if (world.status === 'IN')
          expectRefusal(await t.post('/api/snowWorld/take', { stair: world.stair }, { token: me.token }), 409, 'SNOW_PLACE_DONE');
      } else if (world.stair < SNOW_WORLD.stairs) {
        world = await snow(me.token, 'step', { toStair: world.stair + 1 });
      } else break;
      spent += 1;
      if (world.status === 'IN') expect(world.stepsLeft).toBe(SNOW_WORLD.baseSteps - spent);
    }
    expect(spent).toBe(SNOW_WORLD.baseSteps);
    expect(monstersBeaten).toBeGreaterThan(0);
    expect(taken).toBeGreaterThan(0);
    expect(world).toMatchObject({ status: 'RETURNING', returnsAt: t.clock() + SNOW_RETURN_MS, places: [] });
    const gained = (await balanceOf(t.db, me.playerId, 'crystal')) - before.crystal + (await balanceOf(t.db, me.playerId, 'gold')) - before.gold;
    expect(gained).toBeGreaterThan(0);

    const home = expectRefusal(await t.post('/api/snowWorld/enter', undefined, { token: me.token }), 409, 'SNOW_WORLD_LOW_PRESSURE');
    expect(home.details).toMatchObject({ hours: SNOW_WORLD.returnHours });
    expectRefusal(await t.post('/api/snowWorld/step', { toStair: 2 }, { token: me.token }), 409, 'SNOW_WORLD_NOT_IN');
    t.clock.advance(SNOW_RETURN_MS - MINUTE);
    expect(expectRefusal(await t.post('/api/snowWorld/enter', undefined, { token: me.token }), 409, 'SNOW_WORLD_LOW_PRESSURE').details).toMatchObject({ hours: 1 });
    t.clock.advance(MINUTE);
    expect(await snow(me.token, 'get')).toMatchObject({ status: 'OUT', returnsAt: null });
    const again = await snow(me.token, 'enter');
    expect(again).toMatchObject({ status: 'IN', stair: 1, stepsLeft: SNOW_WORLD.baseSteps });
    expect(again.places.every((p) => !p.done)).toBe(true);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('can be left early (the same return) and credits a place once under concurrency', async () => {
    const me = await explorer();
    let world = await snow(me.token, 'enter');
    while (world.places[world.stair - 1]?.kind === 'MONSTER' || world.places[world.stair - 1]?.done) {
      if (world.places[world.stair - 1]?.kind === 'MONSTER') await beat(me, world.stair);
      world = await snow(me.token, 'step', { toStair: world.stair + 1 });
    }
    const stair = world.stair;
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.post('/api/snowWorld/take', { stair }, { token: me.token })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expectRefusal(r, 409, 'SNOW_PLACE_DONE');
    const left = await snow(me.token, 'leave');
    expect(left).toMatchObject({ status: 'RETURNING', returnsAt: t.clock() + SNOW_RETURN_MS });
    expectRefusal(await t.post('/api/snowWorld/leave', undefined, { token: me.token }), 409, 'SNOW_WORLD_NOT_IN');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("gives a clan's SNOW_WORLD building's pressure as extra steps", async () => {
    const { leader, clan } = await newClan(t);
    await t.db.insert(clanBuildings).values({ clanId: clan.id, type: 'SNOW_WORLD', level: 2, upgradeEndsAt: null });
    const extra = buildingEffects({ SNOW_WORLD: 2 }).snowWorldHours;
    expect(extra).toBeGreaterThan(0);
    expect((await snow(leader.token, 'get')).visitSteps).toBe(SNOW_WORLD.baseSteps + extra);
    expect((await snow(leader.token, 'enter')).stepsLeft).toBe(SNOW_WORLD.baseSteps + extra);
  });
});
