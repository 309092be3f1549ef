import { and, eq, sql } from 'drizzle-orm';
import type { ClanDto } from '@rol/protocol/clan-dto';
import { CLAN_NAME_MAX, memberLimit, normalizeClanName } from '@rol/rules/clans/clan-limits';
import { UNLOCKS } from '@rol/rules/unlocks';
import type { Tx } from '../db/database.ts';
import { clanMembers } from '../db/schema/clan-members.ts';
import { clanRequests } from '../db/schema/clan-requests.ts';
import { clanSeekers } from '../db/schema/clan-seekers.ts';
import { clans } from '../db/schema/clans.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { loadClanState } from './clan-context.ts';
import { clanError } from './clan-errors.ts';
import { clanLevelPosition } from '../clan-standing/clan-level-query.ts';
import { logClanEvent } from './clan-log-queries.ts';
import { findMembership, lockClan } from '../clan-standing/clan-queries.ts';
import { publishClanChange, type AfterCommit } from './clan-realtime.ts';
import { clanDtoOf } from './clan-view.ts';
import type { AppContext } from '../http/app-context.ts';

/** §9: joining and creating need level 15. */
export function assertMayJoin(player: PlayerRow): void {
  if (player.level < UNLOCKS.clanJoinLevel) throw clanError('CLAN_LEVEL_REQUIRED', { level: UNLOCKS.clanJoinLevel });
}

async function assertNotInClan(tx: Tx, playerId: number): Promise<void> {
  if (await findMembership(tx, playerId)) throw clanError('CLAN_ALREADY_MEMBER');
}

/** A valid, free clan name (CLAN_NAME_EMPTY, CLAN_NAME_TOO_LONG, CLAN_NAME_INVALID, CLAN_NAME_TAKEN). */
export async function checkedClanName(tx: Tx, raw: string, exceptClanId?: number): Promise<string> {
  const { name, problem } = normalizeClanName(raw);
  if (problem === 'EMPTY') throw clanError('CLAN_NAME_EMPTY');
  if (problem === 'TOO_LONG') throw clanError('CLAN_NAME_TOO_LONG', { max: CLAN_NAME_MAX });
  if (problem === 'INVALID') throw clanError('CLAN_NAME_INVALID');
  const [taken] = await tx.select({ id: clans.id }).from(clans).where(sql`lower(${clans.name}) = lower(${name})`);
  if (taken && taken.id !== exceptClanId) throw clanError('CLAN_NAME_TAKEN');
  return name;
}

/** Runs `write`, turning the clan name's unique index losing a race into CLAN_NAME_TAKEN. */
export async function withNameRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'clans_name_lower_idx')) throw clanError('CLAN_NAME_TAKEN');
    throw error;
  }
}

/**
 * Puts the player into the clan (the clan's row locked here, after the caller's): the member limit
 * counted under that lock (CLAN_MEMBER_LIMIT), then the membership row; the player's requests and
 * recruit listing are cleared. A player who joined elsewhere meanwhile is CLAN_PLAYER_IN_CLAN.
 */
export async function joinClan(tx: Tx, playerId: number, clanId: number, now: Date, actorId: number): Promise<void> {
  const clan = await lockClan(tx, clanId);
  if (!clan) throw new ApiError('NOT_FOUND');
  const state = await loadClanState(tx, clan, now.getTime());
  if (state.members.length >= memberLimit(state.level)) throw clanError('CLAN_MEMBER_LIMIT', { max: memberLimit(state.level) });
  try {
    await tx.insert(clanMembers).values({ playerId, clanId, role: 'NEWBIE', joinedAt: now, lastActiveAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw clanError('CLAN_PLAYER_IN_CLAN');
    throw error;
  }
  await tx.delete(clanRequests).where(eq(clanRequests.playerId, playerId));
  await tx.delete(clanSeekers).where(eq(clanSeekers.playerId, playerId));
  await logClanEvent(tx, { clanId, event: 'JOINED', actorId, targetId: playerId, now });
}

async function myClanDto(tx: Tx, clanId: number, playerId: number, nowMs: number): Promise<ClanDto> {
  const clan = await lockClan(tx, clanId);
  if (!clan) throw new ApiError('NOT_FOUND');
  const state = await loadClanState(tx, clan, nowMs);
  return clanDtoOf(state, playerId, (await clanLevelPosition(tx, clanId, new Date(nowMs))) ?? 0);
}

export function createClan(app: AppContext, acting: ActingPlayer, rawName: string, afterCommit: AfterCommit) {
  return inPlayerTransaction(app.db, acting, async (tx, player) => {
    assertMayJoin(player);
    await assertNotInClan(tx, player.id);
    const name = await checkedClanName(tx, rawName);
    const now = new Date(app.clock());
    const [clan] = await withNameRace(() => tx.insert(clans).values({ name, createdAt: now }).returning({ id: clans.id }));
    const clanId = clan!.id;
    await tx.insert(clanMembers).values({ playerId: player.id, clanId, role: 'LEADER', joinedAt: now, lastActiveAt: now });
    await tx.delete(clanRequests).where(eq(clanRequests.playerId, player.id));
    await tx.delete(clanSeekers).where(eq(clanSeekers.playerId, player.id));
    await logClanEvent(tx, { clanId, event: 'CREATED', actorId: player.id, data: { name }, now });
    afterCommit(() => publishClanChange(app, player.id, clanId));
    return myClanDto(tx, clanId, player.id, now.getTime());
  });
}

export function acceptInvitation(app: AppContext, acting: ActingPlayer, clanId: number, afterCommit: AfterCommit) {
  return inPlayerTransaction(app.db, acting, async (tx, player) => {
    assertMayJoin(player);
    await assertNotInClan(tx, player.id);
    const [invited] = await tx
      .select()
      .from(clanRequests)
      .where(and(eq(clanRequests.playerId, player.id), eq(clanRequests.clanId, clanId), eq(clanRequests.kind, 'INVITED')));
    if (!invited) throw clanError('CLAN_NO_INVITATION');
    const now = new Date(app.clock());
    await joinClan(tx, player.id, clanId, now, player.id);
    afterCommit(() => publishClanChange(app, player.id, clanId));
    return myClanDto(tx, clanId, player.id, now.getTime());
  });
}

/** Applies to a clan; an invitation from it means joining at once. */
export function applyToClan(app: AppContext, acting: ActingPlayer, clanId: number, afterCommit: AfterCommit) {
  return inPlayerTransaction(app.db, acting, async (tx, player) => {
    assertMayJoin(player);
    await assertNotInClan(tx, player.id);
    const [clan] = await tx.select({ id: clans.id }).from(clans).where(eq(clans.id, clanId));
    if (!clan) throw new ApiError('NOT_FOUND');
    const now = new Date(app.clock());
    const [request] = await tx
      .select()
      .from(clanRequests)
      .where(and(eq(clanRequests.playerId, player.id), eq(clanRequests.clanId, clanId)));
    if (request?.kind === 'INVITED') {
      await joinClan(tx, player.id, clanId, now, player.id);
      afterCommit(() => publishClanChange(app, player.id, clanId));
      return { state: 'JOINED' as const };
    }
    await tx
      .insert(clanRequests)
      .values({ playerId: player.id, clanId, kind: 'APPLIED', createdAt: now })
      .onConflictDoUpdate({ target: [clanRequests.playerId, clanRequests.clanId], set: { kind: 'APPLIED', createdAt: now } });
    return { state: 'APPLIED' as const };
  });
}

/** Lists (or with `cancel` unlists) the player for every clan's recruiting. */
export function broadcastApply(app: AppContext, acting: ActingPlayer, cancel: boolean) {
  return inPlayerTransaction(app.db, acting, async (tx, player) => {
    if (cancel) {
      await tx.delete(clanSeekers).where(eq(clanSeekers.playerId, player.id));
      return { wantsAnyClan: false };
    }
    assertMayJoin(player);
    await assertNotInClan(tx, player.id);
    await tx.insert(clanSeekers).values({ playerId: player.id, createdAt: new Date(app.clock()) }).onConflictDoNothing();
    return { wantsAnyClan: true };
  });
}
