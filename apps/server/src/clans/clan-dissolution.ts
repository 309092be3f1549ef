import { eq } from 'drizzle-orm';
import { CLAN_RESOURCES, type ClanResource } from '@rol/rules/clans/clan-treasury';
import type { Tx } from '../db/database.ts';
import { clans, type ClanRow } from '../db/schema/clans.ts';
import { applyClanLedger } from '../ledger/clan-ledger.ts';
import { logClanEvent } from './clan-log-queries.ts';
import { assignRaidRewards } from './clan-raid-rewards.ts';

/**
 * Dissolves a clan whose last member leaves (docs/clans.md, "Dissolution"), in the leaving
 * transaction with the clan's row locked: a running raid ends as a reset does (its pool shared by
 * damage, each share takeable after the clan is gone), every treasury balance is burned with its own
 * `clan:dissolved` clan-ledger entry, DISSOLVED is logged with what was burned, and the clan's row
 * is deleted (its buildings, members and requests with it). The clan's ledger and history rows stay,
 * with its id, for staff to read.
 */
export async function dissolveClan(tx: Tx, clan: ClanRow, playerId: number, now: Date): Promise<void> {
  if (clan.raidStartedAt !== null) await endRaidWithClan(tx, clan, clan.raidStartedAt, playerId, now);
  const burned: Partial<Record<ClanResource, number>> = {};
  for (const resource of CLAN_RESOURCES) {
    const amount = clan[resource];
    if (amount <= 0) continue;
    await applyClanLedger(tx, {
      clanId: clan.id,
      resource,
      delta: -amount,
      reason: 'clan:dissolved',
      playerId,
      now,
    });
    burned[resource] = amount;
  }
  await logClanEvent(tx, {
    clanId: clan.id,
    event: 'DISSOLVED',
    actorId: playerId,
    data: { name: clan.name, burned },
    now,
  });
  await tx.delete(clans).where(eq(clans.id, clan.id));
}

/** The raid running when the clan dissolves ends as `raid/end` with `reset` would end it. */
async function endRaidWithClan(
  tx: Tx,
  clan: ClanRow,
  raidStartedAt: Date,
  playerId: number,
  now: Date,
): Promise<void> {
  const bossFell = clan.raidBossHealth <= 0;
  await logClanEvent(tx, {
    clanId: clan.id,
    event: 'RAID_ENDED',
    actorId: playerId,
    data: { reset: true, dissolved: true, bossHealth: clan.raidBossHealth, bossFell },
    now,
  });
  await assignRaidRewards(tx, {
    clanId: clan.id,
    raidStartedAt,
    difficulty: clan.raidDifficulty,
    bossFell,
    now,
  });
}
