import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { RaidDto } from '@rol/protocol/clan-dto';
import { raidRewards, type RaidDifficulty } from '@rol/rules/clans/clan-raids';
import type { DbOrTx, Tx } from '../db/database.ts';
import { clanRaidDamage } from '../db/schema/clan-raid-damage.ts';
import { players } from '../db/schema/players.ts';
import type { ClanRow } from '../db/schema/clans.ts';

/** The clan's current raid (or, none running, its last one) by its start: null when it never raided. */
export async function lastRaidStart(db: DbOrTx, clan: ClanRow): Promise<Date | null> {
  if (clan.raidStartedAt) return clan.raidStartedAt;
  const [row] = await db
    .select({ at: clanRaidDamage.raidStartedAt })
    .from(clanRaidDamage)
    .where(eq(clanRaidDamage.clanId, clan.id))
    .orderBy(desc(clanRaidDamage.raidStartedAt))
    .limit(1);
  return row?.at ?? null;
}

/** The raid's damage by member, largest first, with their names. */
export async function raidDamageList(db: DbOrTx, clanId: number, raidStartedAt: Date | null): Promise<RaidDto['damage']> {
  if (raidStartedAt === null) return [];
  const rows = await db
    .select({ playerId: clanRaidDamage.playerId, name: players.nickname, damage: clanRaidDamage.damage, battles: clanRaidDamage.battles })
    .from(clanRaidDamage)
    .innerJoin(players, eq(players.id, clanRaidDamage.playerId))
    .where(and(eq(clanRaidDamage.clanId, clanId), eq(clanRaidDamage.raidStartedAt, raidStartedAt)))
    .orderBy(desc(clanRaidDamage.damage), clanRaidDamage.playerId);
  return rows.map((r) => ({ ...r, damage: Number(r.damage) }));
}

/** The player's raid rewards not taken yet, summed over every raid; null when none. */
export async function pendingRaidReward(db: DbOrTx, playerId: number): Promise<RaidDto['myReward']> {
  const [row] = await db
    .select({
      gold: sql<string>`coalesce(sum(${clanRaidDamage.rewardGold}), 0)`,
      mithril: sql<string>`coalesce(sum(${clanRaidDamage.rewardMithril}), 0)`,
      n: sql<string>`count(*)`,
    })
    .from(clanRaidDamage)
    .where(and(eq(clanRaidDamage.playerId, playerId), isNotNull(clanRaidDamage.rewardedAt), isNull(clanRaidDamage.takenAt)));
  if (!row || Number(row.n) === 0) return null;
  return { gold: Number(row.gold), mithril: Number(row.mithril) };
}

/**
 * Shares the raid's pool by damage (rules `raidRewards`) and writes each member's share on their
 * damage row — once: rows already rewarded are left alone. Called with the clan's row locked, when
 * the boss falls or the raid is ended.
 */
export async function assignRaidRewards(
  tx: Tx,
  params: { clanId: number; raidStartedAt: Date; difficulty: RaidDifficulty; bossFell: boolean; now: Date },
): Promise<void> {
  const rows = await tx
    .select()
    .from(clanRaidDamage)
    .where(and(eq(clanRaidDamage.clanId, params.clanId), eq(clanRaidDamage.raidStartedAt, params.raidStartedAt)));
  if (rows.length === 0 || rows.some((r) => r.rewardedAt !== null)) return;
  const rewards = raidRewards(params.difficulty, new Map(rows.map((r) => [r.playerId, Number(r.damage)])), params.bossFell);
  for (const row of rows) {
    const reward = rewards.get(row.playerId) ?? { gold: 0, mithril: 0 };
    await tx
      .update(clanRaidDamage)
      .set({ rewardGold: reward.gold, rewardMithril: reward.mithril, rewardedAt: params.now })
      .where(
        and(
          eq(clanRaidDamage.clanId, params.clanId),
          eq(clanRaidDamage.raidStartedAt, params.raidStartedAt),
          eq(clanRaidDamage.playerId, row.playerId),
        ),
      );
  }
}
