import { resolvedBuilding } from '@rol/rules/clans/clan-buildings';
import { clanLevelOf } from '@rol/rules/clans/clan-limits';
import type { DbOrTx } from '../db/database.ts';
import { findMembership, listBuildings } from './clan-queries.ts';

/**
 * The level of the player's clan at `nowMs` (1 plus its buildings' levels, an upgrade whose time has
 * come counting as done), or null when the player is in no clan. The clan shop reads it.
 */
export async function playerClanLevel(db: DbOrTx, playerId: number, nowMs: number): Promise<number | null> {
  const membership = await findMembership(db, playerId);
  if (!membership) return null;
  const buildings = await listBuildings(db, membership.clanId);
  return clanLevelOf(
    buildings.map((b) => resolvedBuilding({ level: b.level, upgradeEndsAtMs: b.upgradeEndsAt?.getTime() ?? null }, nowMs).level),
  );
}
