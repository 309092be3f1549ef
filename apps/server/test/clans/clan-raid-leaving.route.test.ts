import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleStatusDto } from '@rol/protocol/battle-dto';
import { raidBattleDamage } from '@rol/rules/clans/clan-raid-boss';
import { raidRewards, RAID_OPTIONS } from '@rol/rules/clans/clan-raids';
import { clanLog } from '../../src/db/schema/clan-log.ts';
import { clanRaidDamage } from '../../src/db/schema/clan-raid-damage.ts';
import { clans } from '../../src/db/schema/clans.ts';
import { battleRow, fightToEnd, setSquadLevel } from '../battle/battle-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { balanceOf, ledgerMismatches } from '../ledger-check.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { clanLedgerMismatches, fundClan, member, newClan, type Who } from './clan-test-kit.ts';

/**
 * docs/clans.md, "Raids": a raid battle's damage counts only while its fighter is still a member of
 * the clan when it completes (a kicked or departed member's battle in flight counts nothing; what
 * they dealt before stays theirs); a clan dissolved with a raid running ends it as a reset, and
 * every raid reward written stays takeable after the clan is gone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ok<T>(res: { statusCode: number; body: string; json: <U>() => U }): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function raidingClan() {
  const { leader, clan } = await newClan(t);
  const fighter = await member(t, leader, clan.id);
  for (const who of [leader, fighter]) await setSquadLevel(t, who.playerId, 40);
  await fundClan(t, clan.id, 'gold', RAID_OPTIONS.EASY.startCost.gold ?? 0);
  await ok(await t.post('/api/clan/raid/start', {}, { token: leader.token }));
  return { leader, clan, fighter };
}

/** A whole raid battle of `who`, not yet completed: its damage. */
async function foughtBattle(who: Who): Promise<number> {
  const status = await ok<BattleStatusDto>(await t.post('/api/clan/raid/attack', {}, { token: who.token }));
  await fightToEnd(t, who, status);
  const row = await battleRow(t, status.battle.id);
  return raidBattleDamage(row.setup, row.engineState);
}

const complete = (who: Who) => t.post('/api/battle/complete', {}, { token: who.token });
const takeReward = (who: Who) => t.post('/api/clan/raid/reward/take', {}, { token: who.token });
const bossHealth = async (clanId: number) =>
  (await t.db.select().from(clans).where(eq(clans.id, clanId)))[0]!.raidBossHealth;
const damageRows = (clanId: number) =>
  t.db.select().from(clanRaidDamage).where(eq(clanRaidDamage.clanId, clanId));

describe('raid battles and rewards of members who go', () => {
  it(
    'a member kicked while their raid battle runs: it completes, counts nothing; their earlier damage keeps its share',
    { timeout: 60_000 },
    async () => {
      const { leader, clan, fighter } = await raidingClan();
      const first = await foughtBattle(fighter);
      await ok(await complete(fighter));
      const healthAfterFirst = await bossHealth(clan.id);
      expect(healthAfterFirst).toBe(RAID_OPTIONS.EASY.bossHealth - first);
      expect(await foughtBattle(fighter)).toBeGreaterThan(0);
      await ok(
        await t.post(
          '/api/clan/participant/action',
          { playerId: fighter.playerId, type: 'KICK' },
          { token: leader.token },
        ),
      );
      await ok(await complete(fighter));
      expect(await bossHealth(clan.id)).toBe(healthAfterFirst);
      expect((await damageRows(clan.id)).map((r) => [r.playerId, r.damage, r.battles])).toEqual([
        [fighter.playerId, first, 1],
      ]);
      await ok(await t.post('/api/clan/raid/end', { reset: true }, { token: leader.token }));
      const share = raidRewards('EASY', new Map([[fighter.playerId, first]]), false).get(fighter.playerId)!;
      expect((await ok<{ reward: unknown }>(await takeReward(fighter))).reward).toEqual(share);
    },
  );

  it(
    'a clan dissolved with its raid running ends it as a reset: its fighters, gone, take their shares',
    { timeout: 60_000 },
    async () => {
      const { leader, clan, fighter } = await raidingClan();
      const dealt = await foughtBattle(fighter);
      await ok(await complete(fighter));
      await ok(await t.post('/api/clan/leave', {}, { token: fighter.token }));
      const inFlight = await ok<BattleStatusDto>(
        await t.post('/api/clan/raid/attack', {}, { token: leader.token }),
      );
      await fightToEnd(t, leader, inFlight);
      await ok(await t.post('/api/clan/leave', {}, { token: leader.token }));
      const ended = (await t.db.select().from(clanLog).where(eq(clanLog.clanId, clan.id))).filter(
        (e) => e.event === 'RAID_ENDED',
      );
      expect(ended).toEqual([
        expect.objectContaining({
          actorId: leader.playerId,
          data: expect.objectContaining({ dissolved: true }),
        }),
      ]);
      // The leader's battle completes after the clan is gone and counts nothing.
      await ok(await complete(leader));
      expect((await damageRows(clan.id)).map((r) => r.playerId)).toEqual([fighter.playerId]);
      const share = raidRewards('EASY', new Map([[fighter.playerId, dealt]]), false).get(fighter.playerId)!;
      const goldBefore = await balanceOf(t.db, fighter.playerId, 'gold');
      expect((await ok<{ reward: unknown }>(await takeReward(fighter))).reward).toEqual(share);
      expect(await balanceOf(t.db, fighter.playerId, 'gold')).toBe(goldBefore + share.gold);
      expectRefusal(await takeReward(fighter), 400, 'CLAN_RAID_NO_REWARD');
      expectRefusal(await takeReward(leader), 400, 'CLAN_RAID_NO_REWARD');
      expect(await ledgerMismatches(t.db)).toEqual([]);
      expect(await clanLedgerMismatches(t)).toEqual([]);
    },
  );

  it('shares written before the clan dissolves are taken after it is gone', { timeout: 60_000 }, async () => {
    const { leader, clan, fighter } = await raidingClan();
    const dealt = await foughtBattle(fighter);
    await ok(await complete(fighter));
    await ok(await t.post('/api/clan/raid/end', { reset: true }, { token: leader.token }));
    await ok(await t.post('/api/clan/leave', {}, { token: fighter.token }));
    await ok(await t.post('/api/clan/leave', {}, { token: leader.token }));
    expect(await t.db.select().from(clans).where(eq(clans.id, clan.id))).toEqual([]);
    const share = raidRewards('EASY', new Map([[fighter.playerId, dealt]]), false).get(fighter.playerId)!;
    expect((await ok<{ reward: unknown }>(await takeReward(fighter))).reward).toEqual(share);
  });
});
