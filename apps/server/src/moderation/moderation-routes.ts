import fp from 'fastify-plugin';
import {
  devLogRoute,
  staffAuditRoute,
  staffBanRoute,
  staffEnterRoute,
  staffExitRoute,
  staffFindRoute,
  staffPlayerLogRoute,
  staffPlayerPaymentsRoute,
  staffPlayerRoute,
  staffRoleRoute,
  staffSelfRoute,
  staffUnbanRoute,
} from '@rol/protocol/staff-routes';
import type { BanDuration } from '@rol/rules/staff/ban-terms';
import { apiRoute } from '../http/api-route.ts';
import { attributeLoginAsActions } from './act-as-audit.ts';
import { listAudit } from './audit-queries.ts';
import { banPlayer, unbanPlayer } from './ban-service.ts';
import { readDevLog } from './dev-log-query.ts';
import { forumBanRoutes } from './forum-ban-routes.ts';
import { enterAsPlayer, exitToModerator } from './login-as.ts';
import { readPlayerLog } from './player-log-query.ts';
import { changeRole } from './role-service.ts';
import { staffSelf } from './staff-self.ts';
import { playerById, findPlayers, staffPlayerPage } from './staff-player-view.ts';
import { staffRoute } from './staff-route.ts';
import { paymentPage } from '../payments/payment-queries.ts';

/** Staff tools (§6, §7): find and look into players, bans, roles, login-as, logs and the audit trail. */
export const moderationRoutesPlugin = fp(
  async (app) => {
    attributeLoginAsActions(app);

    apiRoute(app, staffSelfRoute, { allowBanned: true })(async ({ request, player }) =>
      staffSelf(request, player),
    );

    staffRoute(
      app,
      staffFindRoute,
      'player.view',
    )(async ({ query }) => ({
      players: await findPlayers(app.db, query.q, app.clock()),
    }));

    staffRoute(
      app,
      staffPlayerRoute,
      'player.view',
    )(async ({ params }) => staffPlayerPage(app.db, params.id, app.clock()));

    staffRoute(
      app,
      staffBanRoute,
      'player.ban',
    )(async ({ params, body, player }) =>
      banPlayer(app, player, params.id, { ...body, duration: body.duration as BanDuration }),
    );

    staffRoute(
      app,
      staffUnbanRoute,
      'player.unban',
    )(async ({ params, body, player }) => unbanPlayer(app, player, params.id, body.scope));

    staffRoute(
      app,
      staffRoleRoute,
      'role.set',
    )(async ({ params, body, player }) => changeRole(app, player, params.id, body.level));

    staffRoute(
      app,
      staffEnterRoute,
      'player.enter',
    )(async ({ request, reply, params, player }) => enterAsPlayer(request, reply, player, params.id));

    apiRoute(app, staffExitRoute, { allowBanned: true })(async ({ request, reply }) =>
      exitToModerator(request, reply),
    );

    staffRoute(
      app,
      staffPlayerLogRoute,
      'player.log',
    )(async ({ params, query }) => {
      await playerById(app.db, params.id);
      return { page: query.page, ...(await readPlayerLog(app.db, { playerId: params.id, ...query })) };
    });

    staffRoute(
      app,
      staffPlayerPaymentsRoute,
      'player.payments',
    )(async ({ params, query }) => {
      await playerById(app.db, params.id);
      return { page: query.page, ...(await paymentPage(app.db, params.id, query.page)) };
    });

    staffRoute(
      app,
      staffAuditRoute,
      'audit.read',
    )(async ({ query }) => ({
      page: query.page,
      ...(await listAudit(app.db, query)),
    }));

    staffRoute(app, devLogRoute, 'dev.log')(async ({ query }) => readDevLog(app.db, query));

    forumBanRoutes(app);
  },
  { name: 'moderation-routes', dependencies: ['app-context', 'session-transport', 'realtime-gateway'] },
);
