import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffPlayerDto } from '@rol/protocol/staff-dto';
import { mayActOn, mayChangeRole, type RoleChangeLevel } from '@rol/rules/staff/staff-permissions';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { recordStaffAction } from './audit-queries.ts';
import { playerById, staffPlayerDto } from './staff-player-view.ts';

/**
 * Promotes to moderator or demotes to player (§6: staff, `role.set`): never someone at or above
 * oneself (STAFF_RANK_TOO_LOW), never to or above one's own rank (ROLE_CHANGE_FORBIDDEN).
 */
export async function changeRole(
  app: FastifyInstance,
  actor: PlayerRow,
  targetId: number,
  level: RoleChangeLevel,
): Promise<StaffPlayerDto> {
  const nowMs = app.clock();
  return app.db.transaction(async (tx) => {
    const target = await playerById(tx, targetId, true);
    if (target.id === actor.id) throw new ApiError('BAN_SELF');
    if (!mayActOn(actor.accessLevel, target.accessLevel)) throw new ApiError('STAFF_RANK_TOO_LOW');
    if (!mayChangeRole(actor.accessLevel, target.accessLevel, level))
      throw new ApiError('ROLE_CHANGE_FORBIDDEN');
    const [updated] = await tx
      .update(players)
      .set({ accessLevel: level })
      .where(eq(players.id, targetId))
      .returning();
    await recordStaffAction(tx, {
      actorId: actor.id,
      targetId,
      action: 'ROLE',
      details: { from: target.accessLevel, to: level },
      now: new Date(nowMs),
    });
    return staffPlayerDto(tx, updated!, nowMs);
  });
}
