import fp from 'fastify-plugin';
import { gameStartedVersionedRoute, loadLogRoutes } from '@rol/protocol/load-log-routes';
import { connectionExistsRoute, logAddRoute } from '@rol/protocol/player-routes';
import { apiRoute } from '../http/api-route.ts';
import { insertClientLog, insertLoadLog } from './log-queries.ts';

/** §7 load logs, client error reports and the connection check. */
export const logRoutesPlugin = fp(
  async (app) => {
    const now = () => new Date(app.clock());

    for (const { step, route } of loadLogRoutes) {
      apiRoute(
        app,
        route,
      )(async ({ query, player }) => {
        await insertLoadLog(app.db, {
          step,
          playerId: player?.id ?? null,
          hSession: query.h_session ?? null,
          loadedPct: query.loadedPct ?? null,
          createdAt: now(),
        });
        return { ok: true };
      });
    }

    apiRoute(
      app,
      gameStartedVersionedRoute,
    )(async ({ params, query, player }) => {
      await insertLoadLog(app.db, {
        step: 'game/started',
        version: params.version,
        playerId: player?.id ?? null,
        hSession: query.h_session ?? null,
        memory: query.memory ?? null,
        session: query.session ?? null,
        createdAt: now(),
      });
      return { ok: true };
    });

    apiRoute(
      app,
      logAddRoute,
    )(async ({ body, player }) => {
      await insertClientLog(app.db, {
        message: body.message,
        domain: body.domain ?? null,
        playerId: player?.id ?? null,
        createdAt: now(),
      });
      return { ok: true };
    });

    apiRoute(app, connectionExistsRoute)(async () => true);
  },
  { name: 'log-routes', dependencies: ['app-context', 'session-transport'] },
);
