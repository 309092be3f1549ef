import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffPlayerDto } from '@rol/protocol/staff-dto';
import { banEndsAt, type BanDuration, type BanReason, type BanScope } from '@rol/rules/staff/ban-terms';
import { mayActOn } from '@rol/rules/staff/staff-permissions';
import { playerBans } from '../db/schema/player-bans.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { closeSocketsOf } from '../accounts/close-sockets.ts';
import { recordStaffAction } from './audit-queries.ts';
import { playerById, staffPlayerDto } from './staff-player-view.ts';

/** The player's column holding the end of a ban of `scope`. */
function untilColumnOf(scope: BanScope) {
  return scope === 'GAME' ? 'banUntil' : scope === 'CHAT' ? 'chatBanUntil' : 'forumBanUntil';
}

function assertMayTouch(moderator: PlayerRow, target: PlayerRow): void {
  if (moderator.id === target.id) throw new ApiError('BAN_SELF');
  if (!mayActOn(moderator.accessLevel, target.accessLevel)) throw new ApiError('STAFF_RANK_TOO_LOW');
}

export interface BanRequest {
  scope: BanScope;
  reason: BanReason;
  duration: BanDuration;
}

/**
 * Bans the player for `duration` from now in one scope (a new ban replaces the one in force), with
 * its history row and audit entry in one transaction. A game ban then closes the player's sockets
 * on every node through the realtime bus.
 */
export async function banPlayer(
  app: FastifyInstance,
  moderator: PlayerRow,
  targetId: number,
  ban: BanRequest,
): Promise<StaffPlayerDto> {
  const nowMs = app.clock();
  const now = new Date(nowMs);
  const until = new Date(banEndsAt(nowMs, ban.duration));
  const dto = await app.db.transaction(async (tx) => {
    const target = await playerById(tx, targetId, true);
    assertMayTouch(moderator, target);
    const [updated] = await tx
      .update(players)
      .set({
        [untilColumnOf(ban.scope)]: until,
        ...(ban.scope === 'GAME' ? { banReason: ban.reason } : {}),
      })
      .where(eq(players.id, targetId))
      .returning();
    // A ban replacing one in force lifts the older one in the history.
    await tx
      .update(playerBans)
      .set({ liftedAt: now, liftedById: moderator.id })
      .where(
        and(
          eq(playerBans.playerId, targetId),
          eq(playerBans.scope, ban.scope),
          isNull(playerBans.liftedAt),
          gt(playerBans.until, now),
        ),
      );
    await tx.insert(playerBans).values({
      playerId: targetId,
      scope: ban.scope,
      reason: ban.reason,
      duration: ban.duration,
      byId: moderator.id,
      createdAt: now,
      until,
    });
    await recordStaffAction(tx, {
      actorId: moderator.id,
      targetId,
      action: 'BAN',
      reason: ban.reason,
      details: { scope: ban.scope, duration: ban.duration, until: until.getTime() },
      now,
    });
    return staffPlayerDto(tx, updated!, nowMs);
  });
  if (ban.scope === 'GAME') await closeSocketsOf(app, targetId, 'banned');
  return dto;
}

/** Lifts the player's ban of `scope` now (a player not banned stays so; the audit still records it). */
export async function unbanPlayer(
  app: FastifyInstance,
  moderator: PlayerRow,
  targetId: number,
  scope: BanScope,
): Promise<StaffPlayerDto> {
  const nowMs = app.clock();
  const now = new Date(nowMs);
  return app.db.transaction(async (tx) => {
    const target = await playerById(tx, targetId, true);
    assertMayTouch(moderator, target);
    const [updated] = await tx
      .update(players)
      .set({ [untilColumnOf(scope)]: null, ...(scope === 'GAME' ? { banReason: null } : {}) })
      .where(eq(players.id, targetId))
      .returning();
    await tx
      .update(playerBans)
      .set({ liftedAt: now, liftedById: moderator.id })
      .where(
        and(
          eq(playerBans.playerId, targetId),
          eq(playerBans.scope, scope),
          isNull(playerBans.liftedAt),
          gt(playerBans.until, now),
        ),
      );
    await recordStaffAction(tx, {
      actorId: moderator.id,
      targetId,
      action: 'UNBAN',
      details: { scope },
      now,
    });
    return staffPlayerDto(tx, updated!, nowMs);
  });
}
