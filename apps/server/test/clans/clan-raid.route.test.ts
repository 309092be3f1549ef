import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import type { RaidDto } from '@rol/protocol/clan-dto';
import { raidBattleDamage, RAID_BOSS_ID } from '@rol/rules/clans/clan-raid-boss';
import { raidRewards, RAID_DURATION_MS, RAID_OPTIONS } from '@rol/rules/clans/clan-raids';
import { clanBuildings } from '../../src/db/schema/clan-buildings.ts';
import { clanLog } from '../../src/db/schema/clan-log.ts';
import { clanRaidDamage } from '../../src/db/schema/clan-raid-damage.ts';
import { clans } from '../../src/db/schema/clans.ts';
import { battleRow, fightToEnd, guardOf, nextBlow, setSquadLevel } from '../battle/battle-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { clanPlayer, fundClan, member, newClan, type Who } from './clan-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ok<T>(res: { statusCode: number; body: string; json: <U>() => U }): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** A clan with a running EASY raid and `count` members with strong heroes (the leader too). */
async function raidingClan(count: number) {
  const { leader, clan } = await newClan(t);
  const members = await Promise.all(Array.from({ length: count }, () => member(t, leader, clan.id)));
  for (const who of [leader, ...members]) await setSquadLevel(t, who.playerId, 40);
  await fundClan(t, clan.id, 'gold', RAID_OPTIONS.EASY.startCost.gold ?? 0);
  await ok(await t.post('/api/clan/raid/start', {}, { token: leader.token }));
  return { leader, clan, members };
}

const attackBoss = (who: Who) => t.post('/api/clan/raid/attack', {}, { token: who.token });
const raidOf = async (who: Who) => ok<RaidDto>(await t.get('/api/clan/raid/get', { token: who.token }));
const giveUp = (who: Who) => t.post('/api/battle/v2/giveUpBattle', {}, { token: who.token });
const complete = (who: Who) => t.post('/api/battle/complete', {}, { token: who.token });

async function damageOfBattle(battleId: number): Promise<number> {
  const row = await battleRow(t, battleId);
  return raidBattleDamage(row.setup, row.engineState);
}

async function damageRows(clanId: number) {
  return t.db.select().from(clanRaidDamage).where(eq(clanRaidDamage.clanId, clanId));
}

describe('clan/raid/attack and battle/complete', () => {
  it('a member fights the boss in a MULTI battle; completing it takes its damage off the shared health', async () => {
    const { clan, members } = await raidingClan(1);
    const fighter = members[0]!;
    const status = await ok<BattleStatusDto>(await attackBoss(fighter));
    expect(status.battle.kind).toBe('MULTI');
    const boss = status.battle.creatures.find((c) => c.id === RAID_BOSS_ID);
    expect(boss?.health).toBe(RAID_OPTIONS.EASY.bossHealth);
    expectRefusal(await attackBoss(fighter), 409, 'BATTLE_IN_PROGRESS');
    await fightToEnd(t, fighter, status);
    const damage = await damageOfBattle(status.battle.id);
    expect(damage).toBeGreaterThan(0);
    await ok(await complete(fighter));
    const raid = await raidOf(fighter);
    expect(raid.bossHealth).toBe(RAID_OPTIONS.EASY.bossHealth - damage);
    expect(raid.damage).toEqual([expect.objectContaining({ playerId: fighter.playerId, damage, battles: 1 })]);
    expect(raid.myReward).toBeNull();
    // The next battle starts from what is left.
    const again = await ok<BattleStatusDto>(await attackBoss(fighter));
    expect(again.battle.creatures.find((c) => c.id === RAID_BOSS_ID)?.health).toBe(raid.bossHealth);
    expect((await damageRows(clan.id)).length).toBe(1);
  });

  it('refusals: outside a clan, no raid running, the raid over', async () => {
    const outsider = await clanPlayer(t);
    expectRefusal(await attackBoss(outsider), 403, 'CLAN_NOT_MEMBER');
    const { leader, clan } = await newClan(t);
    expectRefusal(await attackBoss(leader), 400, 'CLAN_RAID_NOT_RUNNING');
    expectRefusal(await t.post('/api/clan/raid/reward/take', {}, { token: leader.token }), 400, 'CLAN_RAID_NO_REWARD');
    await fundClan(t, clan.id, 'gold', 10_000);
    await ok(await t.post('/api/clan/raid/start', {}, { token: leader.token }));
    t.clock.advance(RAID_DURATION_MS);
    expectRefusal(await attackBoss(leader), 400, 'CLAN_RAID_OVER');
  });

  it('20 members completing at once: the health taken equals the damage recorded, each member’s exactly', { timeout: 180_000 }, async () => {
    const raiding = await raidingClan(19);
    const { clan } = raiding;
    const members = [raiding.leader, ...raiding.members];
    const started = await Promise.all(members.map(async (m) => ok<BattleStatusDto>(await attackBoss(m))));
    await Promise.all(
      started.map(async (status, i) => {
        const blow = nextBlow(status);
        if (blow) await ok(await t.post('/api/battle/v2/hit', blow, { token: members[i]!.token }));
        await ok(await giveUp(members[i]!));
      }),
    );
    const answers = await Promise.all(members.map((m) => complete(m)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const rows = await damageRows(clan.id);
    expect(rows).toHaveLength(20);
    let total = 0;
    for (const [i, m] of members.entries()) {
      const row = rows.find((r) => r.playerId === m.playerId)!;
      expect(row.damage).toBe(await damageOfBattle(started[i]!.battle.id));
      expect(row.battles).toBe(1);
      total += row.damage;
    }
    expect(total).toBeGreaterThan(0);
    const [after] = await t.db.select().from(clans).where(eq(clans.id, clan.id));
    expect(after!.raidBossHealth).toBe(RAID_OPTIONS.EASY.bossHealth - total);
  });

  it('the boss falls under concurrent blows: exactly its health is recorded, the pool is shared by damage and taken once', { timeout: 120_000 }, async () => {
    const { leader, clan, members } = await raidingClan(6);
    await t.db.update(clans).set({ raidBossHealth: 40 }).where(eq(clans.id, clan.id));
    const started = await Promise.all(members.map(async (m) => ok<BattleStatusDto>(await attackBoss(m))));
    await Promise.all(started.map((s, i) => fightToEnd(t, members[i]!, s)));
    for (const a of await Promise.all(members.map((m) => complete(m)))) expect(a.statusCode, a.body).toBe(200);
    const rows = await damageRows(clan.id);
    expect(rows.reduce((sum, r) => sum + r.damage, 0)).toBe(40);
    const raid = await raidOf(leader);
    expect(raid).toMatchObject({ bossHealth: 0, over: true, state: 'IN_RAID' });
    const fell = await t.db.select().from(clanLog).where(and(eq(clanLog.clanId, clan.id), eq(clanLog.event, 'RAID_BOSS_FELL')));
    expect(fell).toHaveLength(1);
    const expected = raidRewards('EASY', new Map(rows.map((r) => [r.playerId, r.damage])), true);
    for (const r of rows) {
      expect(r.rewardedAt).not.toBeNull();
      expect({ gold: r.rewardGold, mithril: r.rewardMithril }).toEqual(expected.get(r.playerId));
    }
    expectRefusal(await attackBoss(members[0]!), 400, 'CLAN_RAID_OVER');
    // Each taker is credited once through the ledger, even taking twice at once.
    const taker = rows.find((r) => (r.rewardGold ?? 0) > 0)!;
    const who = members.find((m) => m.playerId === taker.playerId)!;
    const goldBefore = await balanceOf(t.db, who.playerId, 'gold');
    const takes = await Promise.all([0, 1].map(() => t.post('/api/clan/raid/reward/take', {}, { token: who.token })));
    expect(takes.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await balanceOf(t.db, who.playerId, 'gold')).toBe(goldBefore + taker.rewardGold!);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    // The fallen raid ends without reset; its rewards stay as they were.
    expect((await ok<RaidDto>(await t.post('/api/clan/raid/end', {}, { token: leader.token }))).state).toBe('RAID_WAITING');
  });

  it('a raid ended with the boss standing shares the scaled pool; a battle completed after the end counts nothing', async () => {
    const { leader, clan, members } = await raidingClan(2);
    const [a, b] = members as [Who, Who];
    const first = await ok<BattleStatusDto>(await attackBoss(a));
    await fightToEnd(t, a, first);
    await ok(await complete(a));
    const late = await ok<BattleStatusDto>(await attackBoss(b));
    await ok(await t.post('/api/clan/raid/end', { reset: true }, { token: leader.token }));
    await fightToEnd(t, b, late);
    await ok(await complete(b));
    const rows = await damageRows(clan.id);
    expect(rows.map((r) => r.playerId)).toEqual([a.playerId]);
    const expected = raidRewards('EASY', new Map([[a.playerId, rows[0]!.damage]]), false).get(a.playerId)!;
    expect({ gold: rows[0]!.rewardGold, mithril: rows[0]!.rewardMithril }).toEqual(expected);
    expect((await raidOf(a)).myReward).toEqual(expected);
  });
});

describe('clan bonuses in battle', () => {
  it('the shield and the hall of fame raise a member’s heroes in road battles; outside a clan nothing changes', async () => {
    const { leader, clan } = await newClan(t);
    await setSquadLevel(t, leader.playerId, 40);
    const plain = await ok<BattleStatusDto>(await t.post('/api/battle/place/attack', { placeId: guardOf(1) }, { token: leader.token }));
    await ok(await giveUp(leader));
    await ok(await complete(leader));
    await setSquadLevel(t, leader.playerId, 40);
    await t.db.update(clans).set({ hallAttack: 5, hallDefence: 0, hallHealth: 0 }).where(eq(clans.id, clan.id));
    await t.db.insert(clanBuildings).values({ clanId: clan.id, type: 'CLAN_SHIELD', level: 2 }).onConflictDoUpdate({
      target: [clanBuildings.clanId, clanBuildings.type],
      set: { level: 2 },
    });
    const boosted = await ok<BattleStatusDto>(await t.post('/api/battle/place/attack', { placeId: guardOf(1) }, { token: leader.token }));
    const row = await battleRow(t, boosted.battle.id);
    const plainRow = await battleRow(t, plain.battle.id);
    for (const hero of row.setup.teams[0]) {
      const before = plainRow.setup.teams[0].find((c) => c.id === hero.id)!;
      expect(hero.attack).toBe(Math.round((before.attack * 110) / 100));
      expect(hero.defence).toBe(before.defence);
      expect(hero.health).toBe(Math.round((before.health * 106) / 100));
    }
  });
});
