import { and, eq, lte, sql } from 'drizzle-orm';
import type { BuildingDto } from '@rol/protocol/clan-dto';
import {
  BUILDING_MAX_LEVEL,
  BUILDING_TYPES,
  buildingCost,
  buildingDurationMs,
  resolvedBuilding,
  speedupGems,
  type BuildingType,
} from '@rol/rules/clans/clan-buildings';
import type { Tx } from '../db/database.ts';
import { clanBuildings, type ClanBuildingRow } from '../db/schema/clan-buildings.ts';
import { applyClanLedger, spendFromTreasury } from '../ledger/clan-ledger.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { clanAction, readMyClan } from './clan-context.ts';
import { clanError } from './clan-errors.ts';
import { logClanEvent } from './clan-log-queries.ts';
import { lockClan } from '../clan-standing/clan-queries.ts';
import { clanStatOf } from './clan-view.ts';
import type { AppContext } from '../http/app-context.ts';
import { notifyBuildingDone } from '../notifications/game-event-notices.ts';

function renameCost(cost: ReturnType<typeof buildingCost>) {
  return {
    ...(cost.gold ? { gold: cost.gold } : {}),
    ...(cost.gems ? { gems: cost.gems } : {}),
    ...(cost.redCrystals ? { redCrystal: cost.redCrystals } : {}),
    ...(cost.blueCrystals ? { blueCrystal: cost.blueCrystals } : {}),
    ...(cost.gears ? { gears: cost.gears } : {}),
    ...(cost.tickets ? { tickets: cost.tickets } : {}),
  };
}

export function buildingDtoOf(type: BuildingType, row: ClanBuildingRow | undefined, nowMs: number): BuildingDto {
  const state = resolvedBuilding({ level: row?.level ?? 0, upgradeEndsAtMs: row?.upgradeEndsAt?.getTime() ?? null }, nowMs);
  const processing = state.upgradeEndsAtMs !== null;
  const next = state.level + 1;
  const atMax = state.level >= BUILDING_MAX_LEVEL || (processing && next >= BUILDING_MAX_LEVEL);
  return {
    type,
    level: state.level,
    maxLevel: BUILDING_MAX_LEVEL,
    status: processing ? 'PROCESSING' : 'NORMAL',
    endsAt: state.upgradeEndsAtMs,
    nextCost: processing || atMax ? null : renameCost(buildingCost(type, next)),
    nextDurationMs: processing || atMax ? null : buildingDurationMs(type, next),
    speedupGems: processing ? speedupGems(state.upgradeEndsAtMs! - nowMs) : 0,
  };
}

export async function listClanBuildings(app: AppContext, playerId: number) {
  const { state } = await readMyClan(app, playerId);
  const byType = new Map(state.buildings.map((b) => [b.type, b]));
  return {
    buildings: BUILDING_TYPES.map((type) => buildingDtoOf(type, byType.get(type), state.nowMs)),
    clanStat: clanStatOf(state.clan),
  };
}

/** Writes upgrades whose time has come (`complete`, and before any change to a building). */
async function settleBuilding(tx: Tx, clanId: number, type: BuildingType, now: Date): Promise<ClanBuildingRow | undefined> {
  await tx
    .update(clanBuildings)
    .set({ level: sql`${clanBuildings.level} + 1`, upgradeEndsAt: null })
    .where(and(eq(clanBuildings.clanId, clanId), eq(clanBuildings.type, type), lte(clanBuildings.upgradeEndsAt, now)));
  const [row] = await tx
    .select()
    .from(clanBuildings)
    .where(and(eq(clanBuildings.clanId, clanId), eq(clanBuildings.type, type)));
  return row;
}

async function answer(tx: Tx, clanId: number, type: BuildingType, row: ClanBuildingRow | undefined, nowMs: number) {
  const clan = await lockClan(tx, clanId);
  return { building: buildingDtoOf(type, row, nowMs), clanStat: clanStatOf(clan!) };
}

/** Starts the next level (BUILD): paid from the treasury, PROCESSING until its time has passed. */
export function startBuilding(app: AppContext, acting: ActingPlayer, type: BuildingType) {
  return clanAction(app, acting, 'BUILD', async ({ tx, player, now, state }) => {
    const clanId = state.clan.id;
    const row = await settleBuilding(tx, clanId, type, now);
    if (row?.upgradeEndsAt) throw clanError('CLAN_BUILDING_BUSY');
    const level = row?.level ?? 0;
    if (level >= BUILDING_MAX_LEVEL) throw clanError('CLAN_BUILDING_MAX_LEVEL');
    const toLevel = level + 1;
    await spendFromTreasury(tx, clanId, buildingCost(type, toLevel), 'building', player.id, now);
    const endsAt = new Date(now.getTime() + buildingDurationMs(type, toLevel));
    const [written] = await tx
      .insert(clanBuildings)
      .values({ clanId, type, level, upgradeEndsAt: endsAt })
      .onConflictDoUpdate({ target: [clanBuildings.clanId, clanBuildings.type], set: { upgradeEndsAt: endsAt } })
      .returning();
    await logClanEvent(tx, { clanId, event: 'BUILDING_STARTED', actorId: player.id, data: { type, toLevel }, now });
    return answer(tx, clanId, type, written, now.getTime());
  });
}

/** Finishes the running upgrade now for treasury gems (SPEND_TREASURY). */
export function speedupBuilding(app: AppContext, acting: ActingPlayer, type: BuildingType) {
  return clanAction(app, acting, 'SPEND_TREASURY', async ({ tx, player, now, state }) => {
    const clanId = state.clan.id;
    const row = await settleBuilding(tx, clanId, type, now);
    if (!row?.upgradeEndsAt) throw clanError('CLAN_BUILDING_NOT_PROCESSING');
    const gems = speedupGems(row.upgradeEndsAt.getTime() - now.getTime());
    await applyClanLedger(tx, { clanId, resource: 'gems', delta: -gems, reason: 'building-speedup', playerId: player.id, now });
    const [written] = await tx
      .update(clanBuildings)
      .set({ level: row.level + 1, upgradeEndsAt: null })
      .where(and(eq(clanBuildings.clanId, clanId), eq(clanBuildings.type, type)))
      .returning();
    await logClanEvent(tx, { clanId, event: 'BUILDING_SPED_UP', actorId: player.id, data: { type, gems }, now });
    await notifyBuildingDone(tx, { memberIds: state.members.map((m) => m.playerId), actorId: player.id, clanId, building: type, level: row.level + 1, now });
    return answer(tx, clanId, type, written, now.getTime());
  });
}

/** Records an upgrade whose time has come (any member); CLAN_BUILDING_NOT_READY before, NOT_PROCESSING without one. */
export function completeBuilding(app: AppContext, acting: ActingPlayer, type: BuildingType) {
  return clanAction(app, acting, null, async ({ tx, player, now, state }) => {
    const clanId = state.clan.id;
    const before = state.buildings.find((b) => b.type === type);
    if (!before?.upgradeEndsAt) throw clanError('CLAN_BUILDING_NOT_PROCESSING');
    if (before.upgradeEndsAt.getTime() > now.getTime())
      throw clanError('CLAN_BUILDING_NOT_READY', { endsAt: before.upgradeEndsAt.getTime() });
    const row = await settleBuilding(tx, clanId, type, now);
    await notifyBuildingDone(tx, { memberIds: state.members.map((m) => m.playerId), actorId: player.id, clanId, building: type, level: row?.level ?? 0, now });
    return answer(tx, clanId, type, row, now.getTime());
  });
}
