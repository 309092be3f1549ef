import { and, eq } from 'drizzle-orm';
import {
  CLAN_ROLE_RANK,
  clanActRefusal,
  demotedRole,
  mayDo,
  promotedRole,
  type ClanActRefusal,
  type ClanRole,
} from '@rol/rules/clans/clan-roles';
import { successorOf } from '@rol/rules/clans/clan-succession';
import type { Tx } from '../db/database.ts';
import { together } from '../db/together.ts';
import { clanMembers } from '../db/schema/clan-members.ts';
import { clans } from '../db/schema/clans.ts';
import { players } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import type { ActingPlayer } from '../http/acting-player.ts';
import { clanAction, clanStateOf, loadClanState, type ClanState } from './clan-context.ts';
import { clanError } from './clan-errors.ts';
import { dissolveClan } from './clan-dissolution.ts';
import { logClanEvent } from './clan-log-queries.ts';
import { findMembership, listMembersAndBuildings, setMemberRole } from '../clan-standing/clan-queries.ts';
import { publishClanChange, type AfterCommit } from './clan-realtime.ts';
import { memberDtosOf } from './clan-view.ts';
import type { AppContext } from '../http/app-context.ts';

const REFUSALS: Record<ClanActRefusal, Parameters<typeof clanError>[0]> = {
  FORBIDDEN: 'CLAN_PERMISSION_DENIED',
  RANK_TOO_LOW: 'CLAN_RANK_TOO_LOW',
  NO_FURTHER_RANK: 'CLAN_NO_FURTHER_RANK',
};

function candidates(state: ClanState) {
  return state.members.map((m) => ({
    ...m,
    contribution: m.contribution,
    joinedAtMs: m.joinedAt.getTime(),
    lastActiveAtMs: m.lastActiveAt.getTime(),
  }));
}

/** Passes leadership from `leaderId` to the most deserving other member; null when there is none. */
async function passLeadership(tx: Tx, state: ClanState, leaderId: number, now: Date): Promise<number | null> {
  const successor = successorOf(candidates(state), leaderId);
  if (!successor) return null;
  await setMemberRole(tx, successor.playerId, state.clan.id, 'LEADER');
  await logClanEvent(tx, { clanId: state.clan.id, event: 'PASSED_LEADERSHIP', actorId: leaderId, targetId: successor.playerId, now });
  return successor.playerId;
}

/** The leader steps down: the most deserving member leads; the former leader becomes a participant. */
export function resignLeadership(app: AppContext, acting: ActingPlayer) {
  return clanAction(app, acting, 'RESIGN', async ({ tx, player, now, state }) => {
    const successor = await passLeadership(tx, state, player.id, now);
    if (successor === null) throw clanError('CLAN_NO_SUCCESSOR');
    await setMemberRole(tx, player.id, state.clan.id, 'PARTICIPANT');
    return { leaderId: successor };
  });
}

/** Leaves the clan (a leader's leadership passes on; the last member dissolves the clan). */
export function leaveClan(app: AppContext, acting: ActingPlayer, afterCommit: AfterCommit) {
  return clanAction(app, acting, null, async ({ tx, player, now, state }) => {
    const clanId = state.clan.id;
    afterCommit(() => publishClanChange(app, player.id, null));
    if (state.members.length === 1) {
      await dissolveClan(tx, state.clan, player.id, now);
      return { ok: true as const };
    }
    const me = state.members.find((m) => m.playerId === player.id);
    if (me?.role === 'LEADER') await passLeadership(tx, state, player.id, now);
    await tx.delete(clanMembers).where(eq(clanMembers.playerId, player.id));
    await logClanEvent(tx, { clanId, event: 'LEFT', actorId: player.id, targetId: player.id, now });
    return { ok: true as const };
  });
}

/**
 * Kicks, promotes or demotes a member of the caller's clan: the permission table, and only on a
 * member of strictly lower rank. A player of another clan (or none) is CLAN_NOT_SAME_CLAN. `seen` is
 * the member's rank as the caller saw it: read again under the clan's row lock (every role change
 * takes it), a member no longer of that rank is CLAN_ROLE_CHANGED, so a duplicate never applies twice.
 */
export function participantAction(
  app: AppContext,
  acting: ActingPlayer,
  action: { targetId: number; type: 'KICK' | 'PROMOTE' | 'DEMOTE'; seen?: ClanRole },
  afterCommit: AfterCommit,
) {
  const { targetId, type, seen } = action;
  return clanAction(app, acting, null, async ({ tx, player, now, state, role }) => {
    const clanId = state.clan.id;
    const target = state.members.find((m) => m.playerId === targetId);
    if (!target) {
      const [exists] = await tx.select({ id: players.id }).from(players).where(eq(players.id, targetId));
      if (!exists) throw new ApiError('NOT_FOUND');
      throw clanError('CLAN_NOT_SAME_CLAN');
    }
    const targetRole = targetId === state.temporaryLeaderId ? 'TEMPORARY_LEADER' : target.role;
    if (!mayDo(role, type)) throw clanError('CLAN_PERMISSION_DENIED', { action: type });
    if (seen !== undefined && CLAN_ROLE_RANK[seen] !== CLAN_ROLE_RANK[targetRole])
      throw clanError('CLAN_ROLE_CHANGED', { role: targetRole });
    const refusal = clanActRefusal(role, type, targetRole);
    if (refusal !== null) throw clanError(REFUSALS[refusal], { action: type });
    if (type === 'KICK') {
      await tx.delete(clanMembers).where(and(eq(clanMembers.playerId, targetId), eq(clanMembers.clanId, clanId)));
      await logClanEvent(tx, { clanId, event: 'KICKED', actorId: player.id, targetId, now });
      afterCommit(() => publishClanChange(app, targetId, null));
    } else {
      const next = type === 'PROMOTE' ? promotedRole(target.role) : demotedRole(target.role);
      if (next === null) throw clanError('CLAN_NO_FURTHER_RANK');
      await setMemberRole(tx, targetId, clanId, next);
      const event = type === 'DEMOTE' ? 'DEMOTED' : next === 'DEPUTY_LEADER' ? 'APPOINTED_DEPUTY' : 'PROMOTED';
      await logClanEvent(tx, { clanId, event, actorId: player.id, targetId, data: { role: next }, now });
    }
    const after = await loadClanState(tx, state.clan, now.getTime());
    return { clanId, members: memberDtosOf(after, player.id) };
  });
}

/** The members of a clan as `viewerId` sees them (actions only in the viewer's own clan). */
export async function listClanMembers(app: AppContext, viewerId: number, clanId: number | null) {
  const membership = await findMembership(app.db, viewerId);
  const id = clanId ?? membership?.clanId;
  if (id === undefined) throw clanError('CLAN_NOT_MEMBER');
  const [[clan], { members, buildings }] = await together(
    app.db.select().from(clans).where(eq(clans.id, id)),
    listMembersAndBuildings(app.db, id),
  );
  if (!clan) throw new ApiError('NOT_FOUND');
  const state = clanStateOf(clan, members, buildings, app.clock());
  return { clanId: id, members: memberDtosOf(state, membership?.clanId === id ? viewerId : -1) };
}
