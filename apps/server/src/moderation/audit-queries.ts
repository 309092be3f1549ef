import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntryDto } from '@rol/protocol/staff-dto';
import type { DbOrTx } from '../db/database.ts';
import { jsonValue } from '../db/json-rows.ts';
import { players } from '../db/schema/players.ts';
import { staffAudit, type StaffAuditAction } from '../db/schema/staff-audit.ts';

export interface StaffActionRecord {
  /** The moderator; null for the operator's command. */
  actorId: number | null;
  targetId: number | null;
  action: StaffAuditAction;
  reason?: string | null;
  details?: Record<string, unknown>;
  now: Date;
}

/** Writes one audit entry (in the action's transaction when given one). */
export async function recordStaffAction(db: DbOrTx, record: StaffActionRecord): Promise<void> {
  await db.insert(staffAudit).values({
    actorId: record.actorId,
    targetId: record.targetId,
    action: record.action,
    reason: record.reason ?? null,
    details: record.details ?? {},
    createdAt: record.now,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** A page of the audit trail, newest first; by action and by a player who acted or was acted on. */
export async function listAudit(
  db: DbOrTx,
  params: { page: number; action?: string | undefined; playerId?: number | undefined },
): Promise<{ entries: AuditEntryDto[]; hasMore: boolean }> {
  const actor = alias(players, 'actor');
  const target = alias(players, 'target');
  const conditions: SQL[] = [];
  if (params.action) conditions.push(eq(staffAudit.action, params.action as StaffAuditAction));
  if (params.playerId !== undefined) {
    const either = or(eq(staffAudit.actorId, params.playerId), eq(staffAudit.targetId, params.playerId));
    if (either) conditions.push(either);
  }
  const rows = await db
    .select({
      id: staffAudit.id,
      actorId: staffAudit.actorId,
      actorNickname: actor.nickname,
      targetId: staffAudit.targetId,
      targetNickname: target.nickname,
      action: staffAudit.action,
      reason: staffAudit.reason,
      details: staffAudit.details,
      createdAt: staffAudit.createdAt,
    })
    .from(staffAudit)
    .leftJoin(actor, eq(actor.id, staffAudit.actorId))
    .leftJoin(target, eq(target.id, staffAudit.targetId))
    .where(conditions.length > 0 ? and(...conditions) : sql`true`)
    .orderBy(desc(staffAudit.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset(params.page * AUDIT_PAGE_SIZE);
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map(({ createdAt, details, ...row }) => ({
      ...row,
      details: jsonValue(details),
      at: createdAt.getTime(),
    })),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}
