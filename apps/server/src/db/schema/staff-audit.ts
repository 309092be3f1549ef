import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What a staff audit entry records. */
export const STAFF_AUDIT_ACTIONS = [
  'BAN',
  'UNBAN',
  'ROLE',
  'ENTER',
  'EXIT',
  /** An action taken while logged in as the player, attributed to the moderator. */
  'ACT_AS',
  'MESSAGE_DELETE',
  /** The operator's command made an administrator. */
  'MAKE_ADMIN',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

/** The audit trail (§6): who (null for the operator's command), whom, what, why, when. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    targetId: integer('target_id'),
    action: text('action').$type<StaffAuditAction>().notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('staff_audit_target_idx').on(t.targetId, t.id),
    index('staff_audit_actor_idx').on(t.actorId, t.id),
  ],
);

export type StaffAuditRow = typeof staffAudit.$inferSelect;
