import type { FastifyInstance } from 'fastify';
import { forumBlockRoute, forumUnblockRoute } from '@rol/protocol/forum-routes';
import type { StaffPlayerDto } from '@rol/protocol/staff-dto';
import type { BanDuration } from '@rol/rules/staff/ban-terms';
import { banPlayer, unbanPlayer } from './ban-service.ts';
import { staffRoute } from './staff-route.ts';

const forumBanOf = (dto: StaffPlayerDto) => ({ playerId: dto.id, forumBanUntil: dto.bans.FORUM?.until ?? null });

/**
 * The forum's block and unblock: bans of scope FORUM through the bans' one path (`ban-service.ts`),
 * so they share the staff guard (`player.ban`, `player.unban`; never in a login-as session), the
 * rank check (only on players strictly below oneself, never oneself), the history and the audit.
 */
export function forumBanRoutes(app: FastifyInstance): void {
  staffRoute(
    app,
    forumBlockRoute,
    'player.ban',
  )(async ({ params, body, player }) =>
    forumBanOf(
      await banPlayer(app, player, params.id, {
        scope: 'FORUM',
        reason: body.reason,
        duration: body.duration as BanDuration,
      }),
    ),
  );

  staffRoute(
    app,
    forumUnblockRoute,
    'player.unban',
  )(async ({ params, player }) => forumBanOf(await unbanPlayer(app, player, params.id, 'FORUM')));
}
