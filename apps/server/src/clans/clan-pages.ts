import { eq } from 'drizzle-orm';
import { hasModeratorAccess } from '@rol/rules/access-levels';
import { CLAN_RATING_PAGE_SIZE } from '@rol/rules/clans/clan-limits';
import { clanRequests } from '../db/schema/clan-requests.ts';
import { clanSeekers } from '../db/schema/clan-seekers.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { loadClanState, shownRole } from './clan-context.ts';
import { clanError } from './clan-errors.ts';
import {
  clanLevelPosition,
  clanLevelRanking,
  clanSummaries,
  countClans,
} from '../clan-standing/clan-level-query.ts';
import { clanLogPage } from './clan-log-queries.ts';
import { participationOf } from '../clan-standing/clan-participation.ts';
import { findClan, findClanOfPlayer, findMembership } from '../clan-standing/clan-queries.ts';
import { clanDtoOf } from './clan-view.ts';
import { together } from '../db/together.ts';
import type { AppContext } from '../http/app-context.ts';

/** The caller's clan, whole, or null. */
export async function getMyClan(app: AppContext, playerId: number) {
  const clan = await findClanOfPlayer(app.db, playerId);
  if (!clan) return { clan: null };
  const nowMs = app.clock();
  const [state, position] = await together(
    loadClanState(app.db, clan, nowMs),
    clanLevelPosition(app.db, clan.id, new Date(nowMs)),
  );
  return { clan: clanDtoOf(state, playerId, position ?? 0) };
}

/** A player's clan as a profile shows it. */
export async function clanInfoOf(app: AppContext, playerId: number) {
  const membership = await findMembership(app.db, playerId);
  if (!membership) return { clan: null, role: null };
  const clan = await findClan(app.db, membership.clanId);
  if (!clan) return { clan: null, role: null };
  const nowMs = app.clock();
  const [state, [summary]] = await together(
    loadClanState(app.db, clan, nowMs),
    clanSummaries(app.db, [clan.id], new Date(nowMs)),
  );
  return { clan: summary ?? null, role: shownRole(state, playerId) };
}

export async function invitationsOf(app: AppContext, playerId: number) {
  const [requests, [seeker]] = await together(
    app.db.select().from(clanRequests).where(eq(clanRequests.playerId, playerId)),
    app.db.select().from(clanSeekers).where(eq(clanSeekers.playerId, playerId)),
  );
  const now = new Date(app.clock());
  const ids = (kind: string) => requests.filter((r) => r.kind === kind).map((r) => r.clanId);
  const [invitations, applications] = await together(
    clanSummaries(app.db, ids('INVITED'), now),
    clanSummaries(app.db, ids('APPLIED'), now),
  );
  return {
    invitations,
    applications,
    wantsAnyClan: seeker !== undefined,
    clanParticipationState: (await participationOf(app.db, playerId)).state,
  };
}

export async function clanRating(app: AppContext, playerId: number, page: number) {
  const now = new Date(app.clock());
  // The page, the count and the reader's membership together; the clan's position once it is known.
  const [myPosition, clansTotal, positions] = await together(
    findMembership(app.db, playerId).then((membership) =>
      membership ? clanLevelPosition(app.db, membership.clanId, now) : null,
    ),
    countClans(app.db),
    clanLevelRanking(app.db, now, page * CLAN_RATING_PAGE_SIZE, CLAN_RATING_PAGE_SIZE),
  );
  return { clansTotal, myPosition, positions };
}

/**
 * The history: the clan's members read their own clan's; staff (moderator access) read any clan's,
 * a dissolved one's too — its log outlives its row (docs/clans.md, "Dissolution").
 */
export async function clanHistory(app: AppContext, reader: Pick<PlayerRow, 'id' | 'accessLevel'>, clanId: number, page: number) {
  // A member's own clan exists; only a refusal needs to tell an unknown clan from another's. The
  // page is read with the membership (one round trip) and dropped unread when it is refused.
  const [membership, { total, entries }] = await together(
    findMembership(app.db, reader.id),
    clanLogPage(app.db, clanId, page),
  );
  const staff = hasModeratorAccess(reader.accessLevel);
  if (membership?.clanId !== clanId && !staff) {
    if (!(await findClan(app.db, clanId))) throw new ApiError('NOT_FOUND');
    throw clanError('CLAN_NOT_SAME_CLAN');
  }
  if (total === 0) throw new ApiError('NOT_FOUND');
  return { page, pageSize: 20, total, entries };
}
