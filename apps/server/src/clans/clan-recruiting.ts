import { and, eq, inArray } from 'drizzle-orm';
import { memberLimit } from '@rol/rules/clans/clan-limits';
import { UNLOCKS } from '@rol/rules/unlocks';
import type { Db } from '../db/database.ts';
import { clanRequests } from '../db/schema/clan-requests.ts';
import { clanSeekers } from '../db/schema/clan-seekers.ts';
import { players } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, lockPlayer, type ActingPlayer } from '../http/acting-player.ts';
import { clanAction, readMyClan } from './clan-context.ts';
import { clanError } from './clan-errors.ts';
import { logClanEvent } from './clan-log-queries.ts';
import { joinClan } from './clan-membership.ts';
import { findMembership } from '../clan-standing/clan-queries.ts';
import { publishClanChange, type AfterCommit } from './clan-realtime.ts';
import type { AppContext } from '../http/app-context.ts';
import { notifyPlayer } from '../notifications/notify-player.ts';
import { together } from '../db/together.ts';

/**
 * Invites a player into the caller's clan (INVITE). A player who applied joins at once. Refused: a
 * missing player (NOT_FOUND), below level 15, already in a clan, already invited, the member limit.
 * The invited player's row is locked first (players before clans, as every clan action takes them),
 * so a join of theirs in flight — another clan's invitation accepted on another node — commits
 * before the membership is read, and the invitation is then CLAN_PLAYER_IN_CLAN. A player already
 * in a clan is refused without waiting for their row, and so is an inviter outside a clan.
 */
export function invitePlayer(app: AppContext, acting: ActingPlayer, targetId: number, afterCommit: AfterCommit) {
  return inPlayerTransaction(app.db, acting, async (tx, inviter) => {
    // Only an inviter in a clan waits for another player's row: two players outside clans inviting
    // each other would otherwise each hold their own row and wait for the other's.
    const waits = targetId !== inviter.id && (await findMembership(tx, inviter.id)) && !(await findMembership(tx, targetId));
    if (waits) await lockPlayer(tx, targetId);
    return inviteLocked(app, { tx, player: inviter }, targetId, afterCommit);
  });
}

function inviteLocked(app: AppContext, acting: ActingPlayer, targetId: number, afterCommit: AfterCommit) {
  return clanAction(app, acting, 'INVITE', async ({ tx, player, now, state }) => {
    const [target] = await tx.select({ id: players.id, level: players.level }).from(players).where(eq(players.id, targetId));
    if (!target) throw new ApiError('NOT_FOUND');
    if (await findMembership(tx, targetId)) throw clanError('CLAN_PLAYER_IN_CLAN');
    if (target.level < UNLOCKS.clanJoinLevel) throw clanError('CLAN_LEVEL_REQUIRED', { level: UNLOCKS.clanJoinLevel });
    const clanId = state.clan.id;
    if (state.members.length >= memberLimit(state.level)) throw clanError('CLAN_MEMBER_LIMIT', { max: memberLimit(state.level) });
    const [request] = await tx
      .select()
      .from(clanRequests)
      .where(and(eq(clanRequests.playerId, targetId), eq(clanRequests.clanId, clanId)));
    if (request?.kind === 'APPLIED') {
      await joinClan(tx, targetId, clanId, now, player.id);
      afterCommit(() => publishClanChange(app, targetId, clanId));
      return { state: 'JOINED' as const };
    }
    if (request?.kind === 'INVITED') throw clanError('CLAN_ALREADY_INVITED');
    await tx
      .insert(clanRequests)
      .values({ playerId: targetId, clanId, kind: 'INVITED', createdAt: now })
      .onConflictDoUpdate({ target: [clanRequests.playerId, clanRequests.clanId], set: { kind: 'INVITED', createdAt: now } });
    await logClanEvent(tx, { clanId, event: 'INVITED', actorId: player.id, targetId, now });
    const invitation = { clanId, clanName: state.clan.name, inviterId: player.id, inviterName: player.nickname };
    await notifyPlayer(app, tx, afterCommit, { playerId: targetId, event: { type: 'CLAN_INVITATION', params: invitation }, now });
    return { state: 'INVITED' as const };
  });
}

/** The caller declines every invitation; or an officer refuses an application / withdraws an invitation. */
export async function rejectRequest(app: AppContext, acting: ActingPlayer, targetId: number) {
  const selfId = typeof acting === 'number' ? acting : acting.player.id;
  if (targetId === selfId) return declineInvitations(app, acting);
  return clanAction(app, acting, 'REJECT_APPLICATION', async ({ tx, player, now, state }) => {
    const clanId = state.clan.id;
    const [request] = await tx
      .select()
      .from(clanRequests)
      .where(and(eq(clanRequests.playerId, targetId), eq(clanRequests.clanId, clanId), inArray(clanRequests.kind, ['APPLIED', 'INVITED'])));
    if (!request) {
      const [target] = await tx.select({ id: players.id }).from(players).where(eq(players.id, targetId));
      if (!target) throw new ApiError('NOT_FOUND');
      throw clanError('CLAN_NO_REQUEST');
    }
    if (request.kind === 'INVITED') {
      await tx.delete(clanRequests).where(and(eq(clanRequests.playerId, targetId), eq(clanRequests.clanId, clanId)));
    } else {
      await tx
        .update(clanRequests)
        .set({ kind: 'REJECTED', createdAt: now })
        .where(and(eq(clanRequests.playerId, targetId), eq(clanRequests.clanId, clanId)));
      await logClanEvent(tx, { clanId, event: 'APPLICATION_REJECTED', actorId: player.id, targetId, now });
    }
    return { ok: true as const };
  });
}

function declineInvitations(app: AppContext, acting: ActingPlayer) {
  return inPlayerTransaction(app.db, acting, async (tx, player) => {
    const now = new Date(app.clock());
    const declined = await tx
      .update(clanRequests)
      .set({ kind: 'REJECTED', createdAt: now })
      .where(and(eq(clanRequests.playerId, player.id), eq(clanRequests.kind, 'INVITED')))
      .returning({ clanId: clanRequests.clanId });
    if (declined.length === 0) throw clanError('CLAN_NO_INVITATION');
    for (const { clanId } of declined)
      await logClanEvent(tx, { clanId, event: 'REJECTED_INVITATION', actorId: player.id, targetId: player.id, now });
    return { ok: true as const };
  });
}

const playerFields = { playerId: players.id, nickname: players.nickname, level: players.level };

/** Players listed for any clan (not in one), the applicants to the caller's clan, and those it invited. */
export async function recruitList(app: AppContext, playerId: number) {
  const { state } = await readMyClan(app, playerId);
  const db: Db = app.db;
  const seekersOf = () =>
    db
      .select(playerFields)
      .from(clanSeekers)
      .innerJoin(players, eq(players.id, clanSeekers.playerId))
      .orderBy(clanSeekers.createdAt)
      .limit(100);
  const requested = (kind: 'APPLIED' | 'INVITED') =>
    db
      .select(playerFields)
      .from(clanRequests)
      .innerJoin(players, eq(players.id, clanRequests.playerId))
      .where(and(eq(clanRequests.clanId, state.clan.id), eq(clanRequests.kind, kind)))
      .orderBy(clanRequests.createdAt)
      .limit(100);
  const [seekers, applicants, invited] = await together(seekersOf(), requested('APPLIED'), requested('INVITED'));
  return { seekers, applicants, invited };
}
