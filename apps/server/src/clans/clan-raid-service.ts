import { eq } from 'drizzle-orm';
import type { RaidDto } from '@rol/protocol/clan-dto';
import { speedupGems } from '@rol/rules/clans/clan-buildings';
import {
  RAID_COOLDOWN_MS,
  RAID_DIFFICULTIES,
  RAID_DURATION_MS,
  RAID_OPTIONS,
  raidOver,
  raidState,
  type RaidDifficulty,
} from '@rol/rules/clans/clan-raids';
import type { DbOrTx, Tx } from '../db/database.ts';
import { clans, type ClanRow } from '../db/schema/clans.ts';
import { applyClanLedger, spendFromTreasury } from '../ledger/clan-ledger.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { clanAction, loadClanState, readMyClan, type ClanState } from './clan-context.ts';
import { findClanOfPlayer } from '../clan-standing/clan-queries.ts';
import { assignRaidRewards, lastRaidStart, pendingRaidReward, raidDamageList } from './clan-raid-rewards.ts';
import { clanError } from './clan-errors.ts';
import { logClanEvent } from './clan-log-queries.ts';
import { raidRecordOf } from './clan-view.ts';
import type { AppContext } from '../http/app-context.ts';
import { together } from '../db/together.ts';

async function raidDtoOf(db: DbOrTx, clan: ClanRow, clanLevel: number, nowMs: number, viewerId: number): Promise<RaidDto> {
  const record = raidRecordOf(clan);
  const state = raidState(record, clanLevel, nowMs);
  const cooldownUntil = state === 'RAID_WAITING' ? record.cooldownUntilMs : null;
  const [damage, myReward] = await together(
    lastRaidStart(db, clan).then((since) => raidDamageList(db, clan.id, since)),
    pendingRaidReward(db, viewerId),
  );
  return {
    state,
    difficulty: clan.raidDifficulty,
    bossHealth: record.startedAtMs === null ? RAID_OPTIONS[clan.raidDifficulty].bossHealth : Math.max(0, clan.raidBossHealth),
    bossMaxHealth: RAID_OPTIONS[clan.raidDifficulty].bossHealth,
    startedAt: record.startedAtMs,
    endsAt: record.endsAtMs,
    cooldownUntil,
    speedupGems: cooldownUntil === null ? 0 : speedupGems(cooldownUntil - nowMs),
    over: raidOver(record, nowMs),
    damage,
    myReward,
  };
}

export async function getRaid(app: AppContext, playerId: number) {
  const { state } = await readMyClan(app, playerId);
  return raidDtoOf(app.db, state.clan, state.level, state.nowMs, playerId);
}

/** The player's clan's raid as they see it (read in `db`), or null outside a clan. */
export async function raidDtoOfPlayer(db: DbOrTx, playerId: number, nowMs: number): Promise<RaidDto | null> {
  const clan = await findClanOfPlayer(db, playerId);
  if (!clan) return null;
  const state = await loadClanState(db, clan, nowMs);
  return raidDtoOf(db, clan, state.level, nowMs, playerId);
}

export async function raidOptions(app: AppContext, playerId: number) {
  const { state } = await readMyClan(app, playerId);
  return {
    difficulty: state.clan.raidDifficulty,
    clanLevel: state.level,
    options: RAID_DIFFICULTIES.map((d) => {
      const o = RAID_OPTIONS[d];
      return {
        difficulty: d,
        minClanLevel: o.minClanLevel,
        bossHealth: o.bossHealth,
        startCost: { ...(o.startCost.gold ? { gold: o.startCost.gold } : {}), ...(o.startCost.gems ? { gems: o.startCost.gems } : {}) },
        reward: o.reward,
      };
    }),
  };
}

async function updated(state: ClanState, write: Partial<ClanRow>, tx: Tx, viewerId: number) {
  const [after] = await tx.update(clans).set(write).where(eq(clans.id, state.clan.id)).returning();
  return raidDtoOf(tx, after!, state.level, state.nowMs, viewerId);
}

/** Chooses the next raid's difficulty (CHANGE_RAID_DIFFICULTY); not while a raid runs. */
export function setRaidDifficulty(app: AppContext, acting: ActingPlayer, difficulty: RaidDifficulty) {
  return clanAction(app, acting, 'CHANGE_RAID_DIFFICULTY', async ({ tx, player, now, state }) => {
    if (state.clan.raidStartedAt !== null) throw clanError('CLAN_RAID_RUNNING');
    await logClanEvent(tx, { clanId: state.clan.id, event: 'RAID_DIFFICULTY_CHANGED', actorId: player.id, data: { difficulty }, now });
    return updated(state, { raidDifficulty: difficulty }, tx, player.id);
  });
}

/** Starts a raid (START_RAID), paid from the treasury: the boss at full health for a day. */
export function startRaid(app: AppContext, acting: ActingPlayer) {
  return clanAction(app, acting, 'START_RAID', async ({ tx, player, now, state }) => {
    const { clan } = state;
    const current = raidState(raidRecordOf(clan), state.level, state.nowMs);
    if (current === 'IN_RAID') throw clanError('CLAN_RAID_RUNNING');
    if (current === 'RAID_WAITING') throw clanError('CLAN_RAID_WAITING', { until: clan.raidCooldownUntil?.getTime() });
    const option = RAID_OPTIONS[clan.raidDifficulty];
    if (current === 'RAID_CLOSED') throw clanError('CLAN_RAID_CLOSED', { level: option.minClanLevel });
    await spendFromTreasury(tx, clan.id, option.startCost, 'raid', player.id, now);
    await logClanEvent(tx, { clanId: clan.id, event: 'RAID_STARTED', actorId: player.id, data: { difficulty: clan.raidDifficulty }, now });
    return updated(
      state,
      {
        raidStartedAt: now,
        raidEndsAt: new Date(now.getTime() + RAID_DURATION_MS),
        raidBossHealth: option.bossHealth,
        raidCooldownUntil: null,
      },
      tx,
      player.id,
    );
  });
}

/**
 * Ends the raid (END_RAID): one that is over (the boss fell or its day is up), or with `reset` one
 * still running (abandoned). The clan then waits RAID_COOLDOWN_MS.
 */
export function endRaid(app: AppContext, acting: ActingPlayer, reset: boolean) {
  return clanAction(app, acting, 'END_RAID', async ({ tx, player, now, state }) => {
    const record = raidRecordOf(state.clan);
    if (record.startedAtMs === null) throw clanError('CLAN_RAID_NOT_RUNNING');
    if (!reset && !raidOver(record, now.getTime())) throw clanError('CLAN_RAID_NOT_OVER');
    await logClanEvent(tx, {
      clanId: state.clan.id,
      event: 'RAID_ENDED',
      actorId: player.id,
      data: { reset, bossHealth: record.bossHealth, bossFell: record.bossHealth <= 0 },
      now,
    });
    // The boss still standing: the pool is shared by damage, scaled by the health taken (rules `raidRewards`).
    if (state.clan.raidStartedAt !== null)
      await assignRaidRewards(tx, {
        clanId: state.clan.id,
        raidStartedAt: state.clan.raidStartedAt,
        difficulty: state.clan.raidDifficulty,
        bossFell: record.bossHealth <= 0,
        now,
      });
    return updated(
      state,
      { raidStartedAt: null, raidEndsAt: null, raidBossHealth: 0, raidCooldownUntil: new Date(now.getTime() + RAID_COOLDOWN_MS) },
      tx,
      player.id,
    );
  });
}

/** Ends the waiting for treasury gems (SPEEDUP_RAID). */
export function speedupRaid(app: AppContext, acting: ActingPlayer) {
  return clanAction(app, acting, 'SPEEDUP_RAID', async ({ tx, player, now, state }) => {
    const until = state.clan.raidCooldownUntil;
    if (state.clan.raidStartedAt !== null || until === null || until.getTime() <= now.getTime())
      throw clanError('CLAN_RAID_NOT_WAITING');
    const gems = speedupGems(until.getTime() - now.getTime());
    await applyClanLedger(tx, { clanId: state.clan.id, resource: 'gems', delta: -gems, reason: 'raid-speedup', playerId: player.id, now });
    return updated(state, { raidCooldownUntil: null }, tx, player.id);
  });
}
