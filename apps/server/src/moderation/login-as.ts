import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayActOn } from '@rol/rules/staff/staff-permissions';
import type { PlayerRow } from '../db/schema/players.ts';
import { staffSessions } from '../db/schema/staff-sessions.ts';
import { ApiError } from '../http/api-error.ts';
import { issueSession, writeSession } from '../http/session-transport.ts';
import { deleteSession, insertSession } from '../sessions/session-queries.ts';
import { recordStaffAction } from './audit-queries.ts';
import { findLoginAs, newLoginAsToken } from '../sessions/login-as-sessions.ts';
import { playerById } from './staff-player-view.ts';

/**
 * `tech/player/enter/{id}`: the moderator's session ends and a session of the player, marked as
 * opened by the moderator, takes its place in the answer (headers and cookie). Only a player below
 * the moderator's level; the staff tools stay closed in that session, so it cannot be chained.
 */
export async function enterAsPlayer(
  request: FastifyRequest,
  reply: FastifyReply,
  moderator: PlayerRow,
  targetId: number,
): Promise<{ playerId: number }> {
  const { db, clock } = request.server;
  const now = new Date(clock());
  const ownTokenHash = request.auth?.tokenHash;
  const { token, tokenHash } = newLoginAsToken();
  const target = await db.transaction(async (tx) => {
    const player = await playerById(tx, targetId);
    if (player.id === moderator.id) throw new ApiError('BAN_SELF');
    if (!mayActOn(moderator.accessLevel, player.accessLevel)) throw new ApiError('STAFF_RANK_TOO_LOW');
    await insertSession(tx, { tokenHash, playerId: player.id, now });
    await tx
      .insert(staffSessions)
      .values({ tokenHash, moderatorId: moderator.id, playerId: player.id, createdAt: now });
    await recordStaffAction(tx, { actorId: moderator.id, targetId: player.id, action: 'ENTER', now });
    if (ownTokenHash !== undefined) await deleteSession(tx, ownTokenHash);
    return player;
  });
  request.auth = { token, tokenHash, player: target };
  writeSession(request, reply, token);
  return { playerId: target.id };
}

/** `tech/player/exit`: ends the login-as session and answers with a new session of the moderator. */
export async function exitToModerator(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ playerId: number }> {
  const { db, clock } = request.server;
  const auth = request.auth;
  const loginAs = auth ? await findLoginAs(db, auth.tokenHash) : null;
  if (!auth || !loginAs) throw new ApiError('NOT_ACTING_AS');
  const moderator = await db.transaction(async (tx) => {
    const own = await playerById(tx, loginAs.moderatorId);
    await deleteSession(tx, auth.tokenHash);
    await recordStaffAction(tx, {
      actorId: own.id,
      targetId: loginAs.playerId,
      action: 'EXIT',
      now: new Date(clock()),
    });
    return own;
  });
  await issueSession(request, reply, moderator);
  return { playerId: moderator.id };
}
