import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildingCost, buildingDurationMs } from '@rol/rules/clans/clan-buildings';
import { clanFactoryGifts } from '../../src/db/schema/clan-factory-gifts.ts';
import { playerTasks } from '../../src/db/schema/player-tasks.ts';
import { clanBuildings } from '../../src/db/schema/clan-buildings.ts';
import { credit } from '../artifacts/item-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { clanLedgerMismatches, fundClan, member, newClan, treasury } from './clan-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Building = { type: string; level: number; status: string; endsAt: number | null; speedupGems: number };

describe('clan/donate', () => {
  it('moves gold, gems, red and blue crystals and tickets from the player to the treasury through both ledgers', async () => {
    const { leader, clan } = await newClan(t);
    const startingGold = await balanceOf(t.db, leader.playerId, 'gold');
    await credit(t, leader.playerId, 'gold', 1000);
    await credit(t, leader.playerId, 'mithril', 10);
    await credit(t, leader.playerId, 'crystal', 5);
    await credit(t, leader.playerId, 'elixir', 7);
    await credit(t, leader.playerId, 'tickets', 3);
    for (const [type, amount] of [['GOLD', 600], ['GEMS', 10], ['RED_CRYSTALS', 5], ['BLUE_CRYSTALS', 7], ['TICKETS', 3]] as const) {
      const res = await t.post('/api/clan/donate', { type, amount }, { token: leader.token });
      expect(res.statusCode, res.body).toBe(200);
    }
    const last = await t.post('/api/clan/donate', { type: 'GOLD', amount: 400 + startingGold }, { token: leader.token });
    expect(last.json()).toMatchObject({ clanStat: { gold: 1000 + startingGold, gems: 10, redCrystal: 5, blueCrystal: 7, tickets: 3 }, balances: { gold: 0 } });
    expect(await balanceOf(t.db, leader.playerId, 'gold')).toBe(0);
    expectRefusal(await t.post('/api/clan/donate', { type: 'GOLD', amount: 1 }, { token: leader.token }), 400, 'NOT_ENOUGH_FUNDS');
    expectRefusal(await t.post('/api/clan/donate', { type: 'GEARS', amount: 1 }, { token: leader.token }), 400, 'CLAN_DEPOSIT_INVALID');
    expectRefusal(await t.post('/api/clan/donate', { type: 'WOOD', amount: 1 }, { token: leader.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/clan/donate', { type: 'GOLD', amount: 0 }, { token: leader.token }), 400, 'VALIDATION_FAILED');
    expect((await treasury(t, clan.id)).gold).toBe(1000 + startingGold);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    expect(await clanLedgerMismatches(t)).toEqual([]);
    // CLAN_DONATION counts each donation's worth in gold (refused ones count nothing): side task 205.
    const [task] = await t.db
      .select()
      .from(playerTasks)
      .where(and(eq(playerTasks.playerId, leader.playerId), eq(playerTasks.taskNumber, 205)));
    expect(task?.progress).toBe(1000 + startingGold + 10 * 100 + 5 * 60 + 7 * 30 + 3 * 50);
  });

  it('concurrent donations and spends: the clan ledger sums to the treasury, never below zero', async () => {
    const { leader, clan } = await newClan(t);
    const donors = await Promise.all(Array.from({ length: 8 }, () => member(t, leader, clan.id)));
    for (const d of donors) await credit(t, d.playerId, 'mithril', 300);
    await fundClan(t, clan.id, 'gems', 100);
    const calls = [
      ...donors.map((d) => t.post('/api/clan/donate', { type: 'GEMS', amount: 300 }, { token: d.token })),
      ...Array.from({ length: 12 }, (_, i) => t.post(`/api/clan/theme/set?number=${(i % 8) + 1}`, {}, { token: leader.token })),
    ];
    const answers = await Promise.all(calls);
    for (const r of answers) expect([200, 400], r.body).toContain(r.statusCode);
    for (const r of answers.filter((a) => a.statusCode === 409)) expectRefusal(r, 400, 'CLAN_INSUFFICIENT_FUNDS');
    const after = await treasury(t, clan.id);
    const themesPaid = Math.max(0, after.themeChanges - 3);
    expect(after.gems).toBe(100 + 8 * 300 - 250 * themesPaid);
    expect(after.gems).toBeGreaterThanOrEqual(0);
    expect(await clanLedgerMismatches(t)).toEqual([]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
  it('a donation racing its donor\'s kick: counted in full (contribution, history) or refused with nothing moved', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { leader, clan } = await newClan(t);
      const donor = await member(t, leader, clan.id);
      await credit(t, donor.playerId, 'mithril', 40);
      const had = await balanceOf(t.db, donor.playerId, 'mithril');
      const [donation, kick] = await Promise.all([
        t.post('/api/clan/donate', { type: 'GEMS', amount: 40 }, { token: donor.token }),
        t.post('/api/clan/participant/action', { playerId: donor.playerId, type: 'KICK' }, { token: leader.token }),
      ]);
      expect(kick.statusCode, kick.body).toBe(200);
      const log = (await t.get(`/api/clan/${clan.id}/log`, { token: leader.token })).json<{ entries: { event: string }[] }>();
      const donated = log.entries.filter((e) => e.event === 'DONATED').length;
      if (donation.statusCode === 200) {
        expect((await treasury(t, clan.id)).gems).toBe(40);
        expect(await balanceOf(t.db, donor.playerId, 'mithril')).toBe(had - 40);
        expect(donated).toBe(1);
      } else {
        expectRefusal(donation, 403, 'CLAN_NOT_MEMBER');
        expect((await treasury(t, clan.id)).gems).toBe(0);
        expect(await balanceOf(t.db, donor.playerId, 'mithril')).toBe(had);
        expect(donated).toBe(0);
      }
    }
    expect(await clanLedgerMismatches(t)).toEqual([]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('a donation adds its worth to the member\'s contribution and writes its line in the history', async () => {
    const { leader, clan } = await newClan(t);
    const donor = await member(t, leader, clan.id);
    await credit(t, donor.playerId, 'crystal', 10);
    expect((await t.post('/api/clan/donate', { type: 'RED_CRYSTALS', amount: 10 }, { token: donor.token })).statusCode).toBe(200);
    const list = (await t.get('/api/clan/participant/list/mine', { token: leader.token })).json<{ members: { playerId: number; contribution: number }[] }>();
    expect(list.members.find((m) => m.playerId === donor.playerId)?.contribution).toBe(10 * 60);
    const log = (await t.get(`/api/clan/${clan.id}/log`, { token: leader.token })).json<{ entries: { event: string }[] }>();
    expect(log.entries[0]?.event).toBe('DONATED');
  });
});

describe('clan/theme/set', () => {
  it('three free changes, then 250 gems of the treasury; refused when it cannot pay or the theme does not exist', async () => {
    const { leader, clan } = await newClan(t);
    const newbie = await member(t, leader, clan.id);
    for (let i = 1; i <= 3; i += 1) expect((await t.post(`/api/clan/theme/set?number=${i + 1}`, {}, { token: leader.token })).statusCode).toBe(200);
    const fourth = await t.post('/api/clan/theme/set?number=2', {}, { token: leader.token });
    const refusal = expectRefusal(fourth, 400, 'CLAN_INSUFFICIENT_FUNDS');
    expect(refusal.message).toBe('The clan has insufficient funds.');
    await fundClan(t, clan.id, 'gems', 300);
    expect((await t.post('/api/clan/theme/set?number=2', {}, { token: leader.token })).json()).toMatchObject({
      theme: 2,
      themeChanges: 4,
      nextThemePrice: 250,
      clanStat: { gems: 50 },
    });
    expectRefusal(await t.post('/api/clan/theme/set?number=9', {}, { token: leader.token }), 400, 'CLAN_THEME_INVALID');
    expectRefusal(await t.post('/api/clan/theme/set?number=0', {}, { token: leader.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/clan/theme/set?number=1', {}, { token: newbie.token }), 403, 'CLAN_PERMISSION_DENIED');
  });
});

describe('buildings', () => {
  it('start (paid from the treasury), PROCESSING until its time, completed lazily; speed-up for gems; refusals', async () => {
    const { leader, clan } = await newClan(t);
    const newbie = await member(t, leader, clan.id);
    const start = (type: string, token = leader.token) => t.post('/api/clan/building/start', { buildingType: type }, { token });
    expectRefusal(await start('GEAR_FACTORY'), 400, 'CLAN_INSUFFICIENT_FUNDS');
    expectRefusal(await start('CASTLE'), 400, 'VALIDATION_FAILED');
    expectRefusal(await start('GEAR_FACTORY', newbie.token), 403, 'CLAN_PERMISSION_DENIED');
    const cost = buildingCost('GEAR_FACTORY', 1);
    await fundClan(t, clan.id, 'gold', cost.gold!);
    await fundClan(t, clan.id, 'blueCrystals', cost.blueCrystals!);
    const started = await start('GEAR_FACTORY');
    expect(started.json<{ building: Building }>().building).toMatchObject({ level: 0, status: 'PROCESSING' });
    expectRefusal(await start('GEAR_FACTORY'), 409, 'CLAN_BUILDING_BUSY');
    expectRefusal(await t.post('/api/clan/building/complete', { buildingType: 'GEAR_FACTORY' }, { token: newbie.token }), 400, 'CLAN_BUILDING_NOT_READY');
    t.clock.advance(buildingDurationMs('GEAR_FACTORY', 1));
    const list = (await t.get('/api/clan/building/list', { token: newbie.token })).json<{ buildings: Building[] }>();
    expect(list.buildings.find((b) => b.type === 'GEAR_FACTORY')).toMatchObject({ level: 1, status: 'NORMAL' });
    expect((await t.post('/api/clan/get/my', {}, { token: leader.token })).json<{ clan: { level: number } }>().clan.level).toBe(2);
    const completed = await t.post('/api/clan/building/complete', { buildingType: 'GEAR_FACTORY' }, { token: newbie.token });
    expect(completed.json<{ building: Building }>().building).toMatchObject({ level: 1, status: 'NORMAL' });
    const [row] = await t.db.select().from(clanBuildings).where(and(eq(clanBuildings.clanId, clan.id), eq(clanBuildings.type, 'GEAR_FACTORY')));
    expect(row).toMatchObject({ level: 1, upgradeEndsAt: null });

    const cost2 = buildingCost('EXPERIENCE', 1);
    await fundClan(t, clan.id, 'gold', cost2.gold!);
    await fundClan(t, clan.id, 'redCrystals', cost2.redCrystals!);
    const exp = (await start('EXPERIENCE')).json<{ building: Building }>().building;
    expectRefusal(await t.post('/api/clan/building/speedup', { buildingType: 'EXPERIENCE' }, { token: leader.token }), 400, 'CLAN_INSUFFICIENT_FUNDS');
    await fundClan(t, clan.id, 'gems', exp.speedupGems);
    const sped = await t.post('/api/clan/building/speedup', { buildingType: 'EXPERIENCE' }, { token: leader.token });
    expect(sped.json()).toMatchObject({ building: { level: 1, status: 'NORMAL' }, clanStat: { gems: 0 } });
    expectRefusal(await t.post('/api/clan/building/speedup', { buildingType: 'EXPERIENCE' }, { token: leader.token }), 400, 'CLAN_BUILDING_NOT_PROCESSING');
    expect(await clanLedgerMismatches(t)).toEqual([]);
  });
});

describe('the factory gift', () => {
  it('needs a factory; once a Moscow day per member; gears into the treasury, resources to the member; seed stored', async () => {
    const { leader, clan } = await newClan(t);
    const m = await member(t, leader, clan.id);
    expectRefusal(await t.get('/api/clan/factory/gift/take', { token: m.token }), 400, 'CLAN_FACTORY_MISSING');
    await t.db.insert(clanBuildings).values({ clanId: clan.id, type: 'GEAR_FACTORY', level: 1 });
    expect((await t.get('/api/clan/factory/gift/get', { token: m.token })).json()).toMatchObject({ factoryLevel: 1, available: true, gift: null });
    let gears = 0;
    for (let day = 0; day < 6; day += 1) {
      const taken = await t.get('/api/clan/factory/gift/take', { token: m.token });
      expect(taken.statusCode, taken.body).toBe(200);
      const { gift } = taken.json<{ gift: { kind: string; amount: number } }>();
      if (gift.kind === 'GEARS') gears += gift.amount;
      expectRefusal(await t.get('/api/clan/factory/gift/take', { token: m.token }), 409, 'CLAN_GIFT_TAKEN');
      expect((await t.get('/api/clan/factory/gift/get', { token: m.token })).json()).toMatchObject({ available: false, gift });
      t.clock.advance(86_400_000);
    }
    const rows = await t.db.select().from(clanFactoryGifts).where(eq(clanFactoryGifts.playerId, m.playerId));
    expect(rows).toHaveLength(6);
    for (const r of rows) expect(r.rng).toHaveLength(4);
    expect((await treasury(t, clan.id)).gears).toBe(gears);
    expect(await clanLedgerMismatches(t)).toEqual([]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('50 concurrent takes credit one gift', async () => {
    const { leader, clan } = await newClan(t);
    await t.db.insert(clanBuildings).values({ clanId: clan.id, type: 'GEAR_FACTORY', level: 2 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.get('/api/clan/factory/gift/take', { token: leader.token })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('hall of fame', () => {
  it('improves a force within the hall building’s cap, every level paid with gears', async () => {
    const { leader, clan } = await newClan(t);
    const improve = (force: string, toLevel: number) => t.post('/api/clan/hall/improve', { force, toLevel }, { token: leader.token });
    expectRefusal(await improve('ATTACK', 1), 400, 'CLAN_HALL_LEVEL_INVALID');
    await t.db.insert(clanBuildings).values({ clanId: clan.id, type: 'HALL_OF_FAME', level: 2 });
    expectRefusal(await improve('ATTACK', 3), 400, 'CLAN_INSUFFICIENT_FUNDS');
    await fundClan(t, clan.id, 'gears', 240);
    const hall = await improve('ATTACK', 3);
    expect(hall.json()).toMatchObject({ gears: 0, maxLevel: 4, forces: expect.arrayContaining([{ force: 'ATTACK', level: 3, percent: 6, nextLevelGears: 160 }]) });
    expectRefusal(await improve('ATTACK', 5), 400, 'CLAN_HALL_LEVEL_INVALID');
    expectRefusal(await improve('ATTACK', 2), 400, 'CLAN_HALL_LEVEL_INVALID');
    expectRefusal(await improve('SPEED', 2), 400, 'VALIDATION_FAILED');
    expect((await t.get('/api/clan/hall/options', { token: leader.token })).json<{ forces: { level: number }[] }>().forces[0]!.level).toBe(3);
  });
});

describe('raids', () => {
  it('options, difficulty, start paid from the treasury, end only when over unless reset, waiting and its speed-up', async () => {
    const { leader, clan } = await newClan(t);
    const rep = await member(t, leader, clan.id, 'REPRESENTATIVE');
    const options = (await t.get('/api/clan/raid/options', { token: rep.token })).json<{ options: { difficulty: string }[] }>();
    expect(options.options.map((o) => o.difficulty)).toEqual(['EASY', 'NORMAL', 'HARD', 'EXTREME']);
    expect((await t.get('/api/clan/raid/get', { token: rep.token })).json()).toMatchObject({ state: 'RAID_AVAILABLE', difficulty: 'EASY' });
    expectRefusal(await t.post('/api/clan/raid/difficulty/set', { raidDifficulty: 'NIGHTMARE' }, { token: leader.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await t.post('/api/clan/raid/difficulty/set', { raidDifficulty: 'HARD' }, { token: rep.token }), 403, 'CLAN_PERMISSION_DENIED');
    expect((await t.post('/api/clan/raid/difficulty/set', { raidDifficulty: 'HARD' }, { token: leader.token })).json()).toMatchObject({ state: 'RAID_CLOSED' });
    expectRefusal(await t.post('/api/clan/raid/start', {}, { token: rep.token }), 400, 'CLAN_RAID_CLOSED');
    await t.post('/api/clan/raid/difficulty/set', { raidDifficulty: 'EASY' }, { token: leader.token });
    expectRefusal(await t.post('/api/clan/raid/start', {}, { token: rep.token }), 400, 'CLAN_INSUFFICIENT_FUNDS');
    await fundClan(t, clan.id, 'gold', 10_000);
    const started = await t.post('/api/clan/raid/start', {}, { token: rep.token });
    expect(started.json()).toMatchObject({ state: 'IN_RAID', bossHealth: 50_000, over: false });
    expectRefusal(await t.post('/api/clan/raid/start', {}, { token: leader.token }), 409, 'CLAN_RAID_RUNNING');
    expectRefusal(await t.post('/api/clan/raid/end', {}, { token: leader.token }), 400, 'CLAN_RAID_NOT_OVER');
    expectRefusal(await t.post('/api/clan/raid/end', { reset: true }, { token: rep.token }), 403, 'CLAN_PERMISSION_DENIED');
    t.clock.advance(24 * 3_600_000);
    expect((await t.get('/api/clan/raid/get', { token: rep.token })).json()).toMatchObject({ state: 'IN_RAID', over: true });
    const ended = await t.post('/api/clan/raid/end', {}, { token: leader.token });
    expect(ended.json()).toMatchObject({ state: 'RAID_WAITING' });
    expectRefusal(await t.post('/api/clan/raid/end', { reset: true }, { token: leader.token }), 400, 'CLAN_RAID_NOT_RUNNING');
    expectRefusal(await t.post('/api/clan/raid/start', {}, { token: leader.token }), 400, 'CLAN_RAID_WAITING');
    const gems = ended.json<{ speedupGems: number }>().speedupGems;
    expect(gems).toBe(144);
    await fundClan(t, clan.id, 'gems', gems);
    expect((await t.post('/api/clan/raid/speedup', {}, { token: leader.token })).json()).toMatchObject({ state: 'RAID_AVAILABLE' });
    expectRefusal(await t.post('/api/clan/raid/speedup', {}, { token: leader.token }), 400, 'CLAN_RAID_NOT_WAITING');
    await fundClan(t, clan.id, 'gold', 10_000);
    await t.post('/api/clan/raid/start', {}, { token: leader.token });
    expect((await t.post('/api/clan/raid/end', { reset: true }, { token: leader.token })).json()).toMatchObject({ state: 'RAID_WAITING' });
    expect(await clanLedgerMismatches(t)).toEqual([]);
  });
});
