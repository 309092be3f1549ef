import { z } from 'zod';
import {
  clanDto,
  clanLogEntryDto,
  clanMembersDto,
  clanPlayerDto,
  clanRoleEnum,
  clanSummaryDto,
  participationStateEnum,
} from './clan-dto.ts';
import { boolField, idField, intField, textField } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * §7 Clan: membership, texts, history, rating. A clan action needs the permission of the caller's
 * role (CLAN_PERMISSION_DENIED) and, on another member, a strictly higher rank (CLAN_RANK_TOO_LOW).
 * Economy calls (treasury, buildings, factory, hall, raids) are in `clan-economy-routes.ts`.
 */

const playerIdBody = z.object({ playerId: idField });
const clanIdBody = z.object({ clanId: idField });
/** Texts are measured by the service (TEXT_TOO_LONG with details.max); the schema only caps huge input. */
const contentBody = z.object({ content: textField(20_000, { multiline: true }) });
const okDto = z.object({ ok: z.literal(true) });

/** My invitations and applications, and whether I am listed for any clan. */
export const clanInvitationGetRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/invitation/get',
  auth: 'player',
  response: z.object({
    invitations: z.array(clanSummaryDto),
    applications: z.array(clanSummaryDto),
    wantsAnyClan: z.boolean(),
    clanParticipationState: participationStateEnum.nullable(),
  }),
});

export const clanParticipantListMineRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/participant/list/mine',
  auth: 'player',
  response: clanMembersDto,
});

export const clanParticipantListRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/participant/list',
  auth: 'player',
  query: clanIdBody,
  response: clanMembersDto,
});

/** Lists me in every clan's recruit list (`cancel`: takes me off). Level 15, not in a clan. */
export const clanBroadcastApplyRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/broadcast/apply',
  auth: 'player',
  body: z.object({ cancel: boolField.optional() }),
  response: z.object({ wantsAnyClan: z.boolean() }),
});

/** Invites a player (INVITE); a player who applied to the clan joins at once. CLAN_MEMBER_LIMIT at the limit. */
export const clanInviteRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/invite',
  auth: 'player',
  body: playerIdBody,
  response: z.object({ state: z.enum(['INVITED', 'JOINED']) }),
});

/**
 * Refuses a player's application or withdraws the clan's invitation (REJECT_APPLICATION). With my own
 * id: I decline every invitation I hold.
 */
export const clanRejectRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/reject',
  auth: 'player',
  body: playerIdBody,
  response: okDto,
});

/** Applies to a clan; a clan that invited me takes me at once. */
export const clanApplyRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/apply',
  auth: 'player',
  body: clanIdBody,
  response: z.object({ state: z.enum(['APPLIED', 'JOINED']) }),
});

export const clanInvitationAcceptRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/invitation/accept',
  auth: 'player',
  body: clanIdBody,
  response: clanDto,
});

export const clanGetMyRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/get/my',
  auth: 'player',
  response: z.object({ clan: clanDto.nullable() }),
});

/** Level 15, not in a clan; a name of 1..40 characters, unique whatever its case. */
export const clanCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/create',
  auth: 'player',
  body: z.object({ name: textField(1000) }),
  response: clanDto,
});

/** The leader passes leadership to the most deserving member and becomes a participant. */
export const clanResignRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/resign',
  auth: 'player',
  response: z.object({ leaderId: z.number().int() }),
});

/** Leaves the clan; a leader's leadership passes on; the last member's leaving dissolves the clan. */
export const clanLeaveRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/leave',
  auth: 'player',
  response: okDto,
});

/**
 * Kicks, promotes or demotes a member. `role` is the member's rank as the caller saw it, required to
 * promote or demote: a member whose rank is no longer that one (a duplicate or another officer got
 * there first) is refused with CLAN_ROLE_CHANGED (409, details.role: the rank now), so a change never
 * applies twice.
 */
export const clanParticipantActionRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/participant/action',
  auth: 'player',
  body: z
    .object({ playerId: idField, type: z.enum(['KICK', 'PROMOTE', 'DEMOTE']), role: clanRoleEnum.optional() })
    .refine((b) => b.type === 'KICK' || b.role !== undefined, {
      path: ['role'],
      message: 'the member’s rank is required to promote or demote',
    }),
  response: clanMembersDto,
});

export const clanRatingRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/rating',
  auth: 'player',
  query: z.object({ page: intField.min(0).max(100_000).optional() }),
  response: z.object({
    clansTotal: z.number().int(),
    myPosition: z.number().int().nullable(),
    positions: z.array(clanSummaryDto.extend({ positionNumber: z.number().int() })),
  }),
});

/** A player's clan (profiles): null when the player is in none. */
export const clanInfoRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/info',
  auth: 'player',
  body: playerIdBody,
  response: z.object({ clan: clanSummaryDto.nullable(), role: z.string().nullable() }),
});

/** Players listed for any clan and the applicants to mine. */
export const clanRecruitListRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/recruit/list',
  auth: 'player',
  response: z.object({ seekers: z.array(clanPlayerDto), applicants: z.array(clanPlayerDto), invited: z.array(clanPlayerDto) }),
});

/** My clan's about text; with `clanId`, that clan's (any player reads it on the clan's page). */
export const clanAboutGetRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/about/get',
  auth: 'player',
  query: z.object({ clanId: idField.optional() }),
  response: z.object({ about: z.string().nullable(), isDefault: z.boolean() }),
});

export const clanAboutSetRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/about/set',
  auth: 'player',
  body: contentBody,
  response: z.object({ about: z.string().nullable(), isDefault: z.boolean() }),
});

export const clanAboutDefaultRestoreRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/about/default/restore',
  auth: 'player',
  response: z.object({ about: z.string().nullable(), isDefault: z.boolean() }),
});

/** At most 180 characters; every member sees a new one once (`mark/seen`). */
export const clanAdvertisementSetRoute = defineRoute({
  method: 'POST',
  path: '/api/clan/advertisement/set',
  auth: 'player',
  body: contentBody,
  response: z.object({ advertisement: z.string() }),
});

export const clanAdvertisementMarkSeenRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/advertisement/mark/seen',
  changesState: true,
  auth: 'player',
  response: okDto,
});

/** Admin access only (FORBIDDEN otherwise). */
export const adminClanNameSetRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/clan/name/set',
  auth: 'player',
  body: z.object({ name: textField(1000), clanId: idField }),
  response: clanSummaryDto,
});

/** The clan's history, newest first, 20 a page; members only. */
export const clanLogRoute = defineRoute({
  method: 'GET',
  path: '/api/clan/:id/log',
  auth: 'player',
  params: z.object({ id: idField }),
  query: z.object({ page: intField.min(0).max(1_000_000).optional() }),
  response: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    entries: z.array(clanLogEntryDto),
  }),
});
