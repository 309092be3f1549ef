import type { FastifyRequest } from 'fastify';
import type { StaffSelfDto } from '@rol/protocol/staff-dto';
import { STAFF_PERMISSIONS } from '@rol/rules/staff/staff-permissions';
import type { PlayerRow } from '../db/schema/players.ts';
import { playerById } from './staff-player-view.ts';

/** What the session's player may do as staff (nothing in a login-as session) and who is acting as them. */
export async function staffSelf(request: FastifyRequest, player: PlayerRow): Promise<StaffSelfDto> {
  const { db } = request.server;
  const moderatorId = request.auth?.actingStaffId ?? null;
  if (moderatorId === null)
    return {
      accessLevel: player.accessLevel,
      permissions: [...STAFF_PERMISSIONS[player.accessLevel]],
      actingAs: null,
    };
  const moderator = await playerById(db, moderatorId).catch(() => null);
  return {
    accessLevel: player.accessLevel,
    permissions: [],
    actingAs: { moderatorId, moderatorNickname: moderator?.nickname ?? '' },
  };
}
