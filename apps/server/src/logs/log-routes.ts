import fp from 'fastify-plugin';
import { gameStartedVersionedRoute, loadLogRoutes } from '@rol/protocol/load-log-routes';
import { connectionExistsRoute, logAddRoute } from '@rol/protocol/player-routes';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/database.ts';
import { apiRoute } from '../http/api-route.ts';
import { countLogWrite, logClient, type LogKind } from './log-limit.ts';
import { insertClientLog, insertLoadLog, type NewLoadLog } from './log-queries.ts';

/**
 * Counts a log write against its limits and inserts it, in one transaction (429 RATE_LIMITED past
 * a limit; nothing is written then).
 */
async function writeLog(
  app: FastifyInstance,
  kind: LogKind,
  who: { ip: string; playerId: number | null; hardwareSession: string | null },
  insert: (tx: Tx, client: string) => Promise<void>,
): Promise<void> {
  const client = logClient(who.ip, who.playerId, who.hardwareSession);
  await app.db.transaction(async (tx) => {
    await countLogWrite(tx, kind, { ip: who.ip, client }, app.clock(), app.config.logLimits);
    await insert(tx, client);
  });
}

/** §7 load logs, client error reports and the connection check. */
export const logRoutesPlugin = fp(
  async (app) => {
    const now = () => new Date(app.clock());
    const loadLog = (ip: string, values: NewLoadLog) =>
      writeLog(
        app,
        'loads',
        { ip, playerId: values.playerId ?? null, hardwareSession: values.hSession ?? null },
        (tx, client) => insertLoadLog(tx, { ...values, ip, client }),
      );

    for (const { step, route } of loadLogRoutes) {
      apiRoute(
        app,
        route,
      )(async ({ query, player, request }) => {
        await loadLog(request.ip, {
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
    )(async ({ params, query, player, request }) => {
      await loadLog(request.ip, {
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
    )(async ({ body, player, request }) => {
      const playerId = player?.id ?? null;
      await writeLog(
        app,
        'errors',
        { ip: request.ip, playerId, hardwareSession: body.h_session ?? null },
        (tx, client) =>
          insertClientLog(tx, {
            message: body.message,
            domain: body.domain ?? null,
            playerId,
            ip: request.ip,
            client,
            createdAt: now(),
          }),
      );
      return { ok: true };
    });

    apiRoute(app, connectionExistsRoute)(async () => true);
  },
  { name: 'log-routes', dependencies: ['app-context', 'session-transport'] },
);
