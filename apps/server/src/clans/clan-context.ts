import { BUILDING_TYPES, resolvedBuilding, type BuildingType } from '@rol/rules/clans/clan-buildings';
import { clanLevelOf } from '@rol/rules/clans/clan-limits';
import { mayDo, type ClanAction, type ClanRole } from '@rol/rules/clans/clan-roles';
import { temporaryLeaderOf } from '@rol/rules/clans/clan-succession';
import type { DbOrTx, Tx } from '../db/database.ts';
import type { ClanBuildingRow } from '../db/schema/clan-buildings.ts';
import type { ClanRow } from '../db/schema/clans.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { clanError } from './clan-errors.ts';
import {
  findClanOfPlayer,
  listMembersAndBuildings,
  listMembersAndBuildingsOfPlayer,
  touchMember,
  type MemberWithPlayer,
} from '../clan-standing/clan-queries.ts';
import type { AppContext } from '../http/app-context.ts';
import { together } from '../db/together.ts';

/** A clan as it stands at `nowMs`: buildings resolved lazily, the temporary leader, the level. */
export interface ClanState {
  clan: ClanRow;
  members: MemberWithPlayer[];
  buildings: ClanBuildingRow[];
  /** Completed levels at now, by type. */
  levels: Record<BuildingType, number>;
  level: number;
  leaderId: number | null;
  temporaryLeaderId: number | null;
  nowMs: number;
}

export function clanStateOf(
  clan: ClanRow,
  members: MemberWithPlayer[],
  buildings: ClanBuildingRow[],
  nowMs: number,
): ClanState {
  const levels = Object.fromEntries(BUILDING_TYPES.map((t) => [t, 0])) as Record<BuildingType, number>;
  for (const b of buildings)
    levels[b.type] = resolvedBuilding(
      { level: b.level, upgradeEndsAtMs: b.upgradeEndsAt?.getTime() ?? null },
      nowMs,
    ).level;
  const temporary = temporaryLeaderOf(
    members.map((m) => ({
      ...m,
      joinedAtMs: m.joinedAt.getTime(),
      lastActiveAtMs: m.lastActiveAt.getTime(),
    })),
    nowMs,
  );
  return {
    clan,
    members,
    buildings,
    levels,
    level: clanLevelOf(Object.values(levels)),
    leaderId: members.find((m) => m.role === 'LEADER')?.playerId ?? null,
    temporaryLeaderId: temporary?.playerId ?? null,
    nowMs,
  };
}

/** A member's role as shown and as the permission table reads it. */
export function shownRole(state: ClanState, playerId: number): ClanRole | null {
  const member = state.members.find((m) => m.playerId === playerId);
  if (!member) return null;
  return playerId === state.temporaryLeaderId ? 'TEMPORARY_LEADER' : member.role;
}

export async function loadClanState(db: DbOrTx, clan: ClanRow, nowMs: number): Promise<ClanState> {
  const { members, buildings } = await listMembersAndBuildings(db, clan.id);
  return clanStateOf(clan, members, buildings, nowMs);
}

/** What a clan action works with: the locked player and clan, the state, the actor's role. */
export interface ClanActionContext {
  tx: Tx;
  player: PlayerRow;
  now: Date;
  state: ClanState;
  role: ClanRole;
}

/**
 * Runs a member's clan action in the player's transaction: the player's row (locked by the route),
 * then the clan's row locked, the state read, the actor's permission for `action` checked
 * (CLAN_PERMISSION_DENIED), and the member marked active. CLAN_NOT_MEMBER outside a clan.
 */
export function clanAction<T>(
  app: AppContext,
  acting: ActingPlayer,
  action: ClanAction | null,
  run: (ctx: ClanActionContext) => Promise<T>,
): Promise<T> {
  return inPlayerTransaction(app.db, acting, async (tx, player) => {
    const clan = await findClanOfPlayer(tx, player.id, true);
    if (!clan) throw clanError('CLAN_NOT_MEMBER');
    const nowMs = app.clock();
    const now = new Date(nowMs);
    await touchMember(tx, player.id, now);
    const state = await loadClanState(tx, clan, nowMs);
    const role = shownRole(state, player.id);
    if (role === null) throw clanError('CLAN_NOT_MEMBER');
    if (action !== null && !mayDo(role, action)) throw clanError('CLAN_PERMISSION_DENIED', { action });
    return run({ tx, player, now, state, role });
  });
}

/** The reader's clan state without locks (read-only calls); CLAN_NOT_MEMBER outside a clan. */
export async function readMyClan(
  app: AppContext,
  playerId: number,
): Promise<{ state: ClanState; role: ClanRole }> {
  // The clan's row and its members and buildings, each found from the player: one round trip.
  const [clan, found] = await together(
    findClanOfPlayer(app.db, playerId),
    listMembersAndBuildingsOfPlayer(app.db, playerId),
  );
  if (!clan) throw clanError('CLAN_NOT_MEMBER');
  // Two statements, two snapshots: had the player moved to another clan between them, the lists are
  // read again for the clan found.
  const same =
    found.members.every((m) => m.clanId === clan.id) && found.buildings.every((b) => b.clanId === clan.id);
  const { members, buildings } = same ? found : await listMembersAndBuildings(app.db, clan.id);
  const state = clanStateOf(clan, members, buildings, app.clock());
  const role = shownRole(state, playerId);
  if (role === null) throw clanError('CLAN_NOT_MEMBER');
  return { state, role };
}
