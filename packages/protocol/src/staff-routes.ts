import { z } from 'zod';
import { BAN_DURATIONS, BAN_REASONS, BAN_SCOPES } from '@rol/rules/staff/ban-terms';
import { ROLE_CHANGE_LEVELS } from '@rol/rules/staff/staff-permissions';
import { intField, textField } from './fields.ts';
import { playerIdParam } from './message-inputs.ts';
import { defineRoute } from './route.ts';
import {
  auditPageDto,
  clientLogPageDto,
  PLAYER_LOG_KINDS,
  paymentPageDto,
  playerLogPageDto,
  staffPlayerDto,
  staffPlayerPageDto,
  staffSelfDto,
} from './staff-dto.ts';

/**
 * Staff tools (§6, §7): every route but `tech/me` and `tech/player/exit` needs a staff permission
 * (`@rol/rules/staff/staff-permissions`), refused with FORBIDDEN, and none of them runs in a login-as
 * session. Acting on a player at or above one's own level is STAFF_RANK_TOO_LOW.
 */

const pageField = intField.min(0).max(100_000).default(0);
const idParams = z.object({ id: playerIdParam });

/** What the session's player may do as staff; anyone signed in may ask (a player may do nothing). */
export const staffSelfRoute = defineRoute({
  method: 'GET',
  path: '/api/tech/me',
  auth: 'player',
  response: staffSelfDto,
});

/** Players by id (a number) or by the start of their nickname, at most 20. */
export const staffFindRoute = defineRoute({
  method: 'GET',
  path: '/api/tech/player/find',
  auth: 'player',
  query: z.object({ q: textField(40).pipe(z.string().trim().min(1)) }),
  response: z.object({ players: z.array(staffPlayerDto) }),
});

export const staffPlayerRoute = defineRoute({
  method: 'GET',
  path: '/api/tech/player/:id',
  auth: 'player',
  params: idParams,
  response: staffPlayerPageDto,
});

/** A ban of one scope; a new ban of a scope replaces the one in force. BAN_SELF for oneself. */
export const staffBanRoute = defineRoute({
  method: 'POST',
  path: '/api/tech/player/:id/ban',
  auth: 'player',
  params: idParams,
  body: z.object({
    scope: z.enum(BAN_SCOPES),
    reason: z.enum(BAN_REASONS),
    duration: z.enum(BAN_DURATIONS as [string, ...string[]]),
  }),
  response: staffPlayerDto,
});

export const staffUnbanRoute = defineRoute({
  method: 'POST',
  path: '/api/tech/player/:id/unban',
  auth: 'player',
  params: idParams,
  body: z.object({ scope: z.enum(BAN_SCOPES) }),
  response: staffPlayerDto,
});

/** Promote to moderator or demote to player (admins); ROLE_CHANGE_FORBIDDEN otherwise. */
export const staffRoleRoute = defineRoute({
  method: 'POST',
  path: '/api/tech/player/:id/role',
  auth: 'player',
  params: idParams,
  body: z.object({ level: z.enum(ROLE_CHANGE_LEVELS) }),
  response: staffPlayerDto,
});

/**
 * Login-as: the answer carries a new session of the player (jsession/authorization headers and the
 * cookie), marked as opened by the moderator; the moderator's own session ends.
 */
export const staffEnterRoute = defineRoute({
  method: 'POST',
  path: '/api/tech/player/enter/:id',
  auth: 'player',
  params: idParams,
  response: z.object({ playerId: z.number().int() }),
});

/** Ends a login-as session and answers with a new session of the moderator (NOT_ACTING_AS otherwise). */
export const staffExitRoute = defineRoute({
  method: 'POST',
  path: '/api/tech/player/exit',
  auth: 'player',
  response: z.object({ playerId: z.number().int() }),
});

/** The player's history, newest first, 50 a page; `filter` a kind, `subfilter` a resource or action. */
export const staffPlayerLogRoute = defineRoute({
  method: 'GET',
  path: '/api/tech/player/:id/log',
  auth: 'player',
  params: idParams,
  query: z.object({
    page: pageField,
    filter: z.enum(PLAYER_LOG_KINDS).optional(),
    subfilter: textField(40).optional(),
  }),
  response: playerLogPageDto,
});

export const staffPlayerPaymentsRoute = defineRoute({
  method: 'GET',
  path: '/api/tech/player/:id/payments',
  auth: 'player',
  params: idParams,
  query: z.object({ page: pageField }),
  response: paymentPageDto,
});

/** The audit trail, newest first, 50 a page (admins). */
export const staffAuditRoute = defineRoute({
  method: 'GET',
  path: '/api/tech/audit',
  auth: 'player',
  query: z.object({
    page: pageField,
    action: textField(20).optional(),
    playerId: playerIdParam.optional(),
  }),
  response: auditPageDto,
});

/** The client error reports (`log/add`), newest first, 50 a page; by player or by words in the text. */
export const devLogRoute = defineRoute({
  method: 'GET',
  path: '/api/dev/log',
  auth: 'player',
  query: z.object({
    page: pageField,
    playerId: playerIdParam.optional(),
    text: textField(100).optional(),
  }),
  response: clientLogPageDto,
});
