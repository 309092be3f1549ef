import fp from 'fastify-plugin';
import {
  adminClanNameSetRoute,
  clanAboutDefaultRestoreRoute,
  clanAboutGetRoute,
  clanAboutSetRoute,
  clanAdvertisementMarkSeenRoute,
  clanAdvertisementSetRoute,
  clanApplyRoute,
  clanBroadcastApplyRoute,
  clanCreateRoute,
  clanGetMyRoute,
  clanInfoRoute,
  clanInvitationAcceptRoute,
  clanInvitationGetRoute,
  clanInviteRoute,
  clanLeaveRoute,
  clanLogRoute,
  clanParticipantActionRoute,
  clanParticipantListMineRoute,
  clanParticipantListRoute,
  clanRatingRoute,
  clanRecruitListRoute,
  clanRejectRoute,
  clanResignRoute,
} from '@rol/protocol/clan-routes';
import { apiRoute } from '../http/api-route.ts';
import { acceptInvitation, applyToClan, broadcastApply, createClan } from './clan-membership.ts';
import { leaveClan, listClanMembers, participantAction, resignLeadership } from './clan-leaving.ts';
import { clanHistory, clanInfoOf, clanRating, getMyClan, invitationsOf } from './clan-pages.ts';
import { invitePlayer, recruitList, rejectRequest } from './clan-recruiting.ts';
import {
  adminRenameClan,
  getAbout,
  markAdvertisementSeen,
  setAbout,
  setAdvertisement,
} from './clan-texts.ts';

/** §7 Clan: membership, texts, history and rating. Actions lock the player in the session lookup. */
export const clanRoutesPlugin = fp(
  async (app) => {
    const action = { locksPlayer: true } as const;
    // Reads of several statements: on one connection of the pool, taken once (apiRoute's `oneConnection`).
    const read = { oneConnection: true } as const;
    apiRoute(app, clanInvitationGetRoute, read)(async ({ ctx, player }) => invitationsOf(ctx, player.id));
    apiRoute(app, clanParticipantListMineRoute, read)(async ({ ctx, player }) => listClanMembers(ctx, player.id, null));
    apiRoute(app, clanParticipantListRoute, read)(async ({ ctx, player, query }) => listClanMembers(ctx, player.id, query.clanId));
    apiRoute(app, clanBroadcastApplyRoute, action)(async ({ acting, body }) => broadcastApply(app, acting, body.cancel === true));
    apiRoute(app, clanInviteRoute, action)(async ({ acting, body, afterCommit }) => invitePlayer(app, acting, body.playerId, afterCommit));
    apiRoute(app, clanRejectRoute, action)(async ({ acting, body }) => rejectRequest(app, acting, body.playerId));
    apiRoute(app, clanApplyRoute, action)(async ({ acting, body, afterCommit }) => applyToClan(app, acting, body.clanId, afterCommit));
    apiRoute(app, clanInvitationAcceptRoute, action)(async ({ acting, body, afterCommit }) =>
      acceptInvitation(app, acting, body.clanId, afterCommit),
    );
    apiRoute(app, clanGetMyRoute, read)(async ({ ctx, player }) => getMyClan(ctx, player.id));
    apiRoute(app, clanCreateRoute, action)(async ({ acting, body, afterCommit }) => createClan(app, acting, body.name, afterCommit));
    apiRoute(app, clanResignRoute, action)(async ({ acting }) => resignLeadership(app, acting));
    apiRoute(app, clanLeaveRoute, action)(async ({ acting, afterCommit }) => leaveClan(app, acting, afterCommit));
    apiRoute(app, clanParticipantActionRoute, action)(async ({ acting, body, afterCommit }) =>
      participantAction(app, acting, { targetId: body.playerId, type: body.type, seen: body.role }, afterCommit),
    );
    apiRoute(app, clanRatingRoute, read)(async ({ ctx, player, query }) => clanRating(ctx, player.id, query.page ?? 0));
    apiRoute(app, clanInfoRoute, read)(async ({ ctx, body }) => clanInfoOf(ctx, body.playerId));
    apiRoute(app, clanRecruitListRoute, read)(async ({ ctx, player }) => recruitList(ctx, player.id));
    apiRoute(app, clanAboutGetRoute, read)(async ({ ctx, player, query }) => getAbout(ctx, player.id, query.clanId));
    apiRoute(app, clanAboutSetRoute, action)(async ({ acting, body }) => setAbout(app, acting, body.content));
    apiRoute(app, clanAboutDefaultRestoreRoute, action)(async ({ acting }) => setAbout(app, acting, null));
    apiRoute(app, clanAdvertisementSetRoute, action)(async ({ acting, body }) => setAdvertisement(app, acting, body.content));
    apiRoute(app, clanAdvertisementMarkSeenRoute, action)(async ({ acting }) => markAdvertisementSeen(app, acting));
    apiRoute(app, adminClanNameSetRoute, action)(async ({ acting, body }) => adminRenameClan(app, acting, body.clanId, body.name));
    apiRoute(app, clanLogRoute, read)(async ({ ctx, player, params, query }) => clanHistory(ctx, player, params.id, query.page ?? 0));
  },
  { name: 'clan-routes', dependencies: ['app-context', 'session-transport', 'realtime-gateway'] },
);
