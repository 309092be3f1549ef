import { z } from 'zod';
import { ACCESS_LEVELS } from '@rol/rules/access-levels';
import { BAN_DURATIONS, BAN_REASONS, BAN_SCOPES } from '@rol/rules/staff/ban-terms';
import { STAFF_ACTIONS } from '@rol/rules/staff/staff-permissions';

/** A ban in force: its end (ms) and reason code (the client translates it). */
export const staffBanDto = z.object({ until: z.number().int(), reason: z.enum(BAN_REASONS).or(z.string()) });

/** A player as staff see them: who they are, where they stand and their bans in force. */
export const staffPlayerDto = z.object({
  id: z.number().int(),
  nickname: z.string(),
  accessLevel: z.enum(ACCESS_LEVELS),
  level: z.number().int(),
  stair: z.number().int(),
  registered: z.boolean(),
  createdAt: z.number().int(),
  bans: z.object({
    GAME: staffBanDto.nullable(),
    CHAT: staffBanDto.nullable(),
    FORUM: staffBanDto.nullable(),
  }),
});
export type StaffPlayerDto = z.infer<typeof staffPlayerDto>;

export const banHistoryDto = z.object({
  id: z.number().int(),
  scope: z.enum(BAN_SCOPES),
  reason: z.enum(BAN_REASONS),
  duration: z.enum(BAN_DURATIONS as [string, ...string[]]),
  byId: z.number().int(),
  byNickname: z.string().nullable(),
  createdAt: z.number().int(),
  until: z.number().int(),
  liftedAt: z.number().int().nullable(),
});

export const staffPlayerPageDto = z.object({ player: staffPlayerDto, bans: z.array(banHistoryDto) });

/** Who the session's player is to the staff tools: what they may do and whether this is a login-as. */
export const staffSelfDto = z.object({
  accessLevel: z.enum(ACCESS_LEVELS),
  permissions: z.array(z.enum(STAFF_ACTIONS)),
  /** In a login-as session: the moderator acting as this player. */
  actingAs: z.object({ moderatorId: z.number().int(), moderatorNickname: z.string() }).nullable(),
});
export type StaffSelfDto = z.infer<typeof staffSelfDto>;

export const PLAYER_LOG_KINDS = ['ledger', 'battle', 'sign-in', 'message-deleted', 'moderation'] as const;
export type PlayerLogKind = (typeof PLAYER_LOG_KINDS)[number];

/**
 * One line of a player's history: a ledger entry (resource, delta, balance after, reason,
 * reference), a battle (reason: its kind, reference: the battle id, resource: its state), a sign-in
 * (reason: the way — trial, register, login, password —, reference: the address, detail: the
 * browser's user agent), a chat message deleted (reference: the message id) or a moderation entry
 * (reason: the action).
 */
export const playerLogEntryDto = z.object({
  kind: z.enum(PLAYER_LOG_KINDS),
  at: z.number().int(),
  resource: z.string().nullable(),
  delta: z.number().int().nullable(),
  balanceAfter: z.number().int().nullable(),
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  /** Who did it when it was staff (a deletion, a ban). */
  actorId: z.number().int().nullable(),
  /** More about the entry: a sign-in's user agent. */
  detail: z.string().nullable(),
});
export type PlayerLogEntryDto = z.infer<typeof playerLogEntryDto>;

export const playerLogPageDto = z.object({
  page: z.number().int(),
  entries: z.array(playerLogEntryDto),
  hasMore: z.boolean(),
});

/** docs/platforms.md, "Payments": the statuses of a payment record. */
export const PAYMENT_STATUSES = ['STARTED', 'GEMS_GRANTED', 'GEMS_TAKEN', 'REFUNDED'] as const;

export const paymentDto = z.object({
  id: z.number().int(),
  provider: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.number().int(),
  /** The platform's transaction id (null while STARTED), the pack, its gems and those taken back at a refund. */
  transactionId: z.string().nullable(),
  productId: z.string(),
  gems: z.number().int(),
  gemsReclaimed: z.number().int(),
});

export const paymentPageDto = z.object({
  page: z.number().int(),
  payments: z.array(paymentDto),
  hasMore: z.boolean(),
});

export const clientLogDto = z.object({
  id: z.number().int(),
  message: z.string(),
  domain: z.string().nullable(),
  playerId: z.number().int().nullable(),
  at: z.number().int(),
});

export const clientLogPageDto = z.object({
  page: z.number().int(),
  entries: z.array(clientLogDto),
  hasMore: z.boolean(),
});

export const auditEntryDto = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorNickname: z.string().nullable(),
  targetId: z.number().int().nullable(),
  targetNickname: z.string().nullable(),
  action: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: z.number().int(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;

export const auditPageDto = z.object({
  page: z.number().int(),
  entries: z.array(auditEntryDto),
  hasMore: z.boolean(),
});
