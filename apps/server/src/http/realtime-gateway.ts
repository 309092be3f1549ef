import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import fp from 'fastify-plugin';
import { REALTIME_PATH } from '@rol/protocol/realtime';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { clanMembers } from '../db/schema/clan-members.ts';
import { isBanned } from './ban.ts';
import { BANNED_SOCKET_SWEEP_MS, closeBannedSockets } from './banned-socket-sweep.ts';
import { stampPresence } from '../sessions/presence.ts';
import { connectSessionToken } from '../realtime/connect-session-token.ts';
import { createRealtimeBus } from '../realtime/create-realtime-bus.ts';
import type { Queryable } from '../realtime/pg-notify-bus.ts';
import type { RealtimeBus } from '../realtime/realtime-bus.ts';
import { createStompBroker, type StompBroker } from '../realtime/stomp-broker.ts';
import { defaultAuthorizeSubscribe } from '../realtime/subscribe-policy.ts';
import { findSessionByToken } from '../sessions/session-queries.ts';
import { fastifyTrustProxy } from '../trust-proxy.ts';
import { isAllowedOrigin } from './allowed-origins.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bus and the broker; services publish through `ctx.publish` (src/realtime/README.md). */
    realtime: { bus: RealtimeBus; broker: StompBroker };
  }
}

export interface RealtimeGatewayOptions {
  /** `postgres://…`: LISTEN/NOTIFY between nodes; unset: the in-process bus of one app (the route tests). */
  databaseUrl?: string | undefined;
  /** The app's pg pool, so publishing does not wait on the LISTEN connection. */
  notifier?: Queryable | undefined;
}

/** The player's clan, which the principal may hear (`/topic/clan/{id}`); clan changes update it over the bus. */
async function clanOf(db: Db, playerId: number): Promise<number | null> {
  const [row] = await db.select({ clanId: clanMembers.clanId }).from(clanMembers).where(eq(clanMembers.playerId, playerId));
  return row?.clanId ?? null;
}

/** docs/architecture.md, "Realtime": the STOMP broker on /api/websocket, signed in with the same sessions as HTTP. */
export const realtimeGatewayPlugin = fp<RealtimeGatewayOptions>(
  async (app, options) => {
    const bus = await createRealtimeBus({
      databaseUrl: options.databaseUrl,
      notifier: options.notifier,
      logger: app.log,
    });
    const trust = fastifyTrustProxy(app.config.trustProxy);
    const trustFn =
      typeof trust === 'function' ? trust : Array.isArray(trust) ? proxyAddr.compile(trust) : () => false;
    const broker = createStompBroker({
      bus,
      logger: app.log,
      limits: {
        maxConnectionsPerSession: app.config.socketLimits.perSession,
        maxConnectionsPerAddress: app.config.socketLimits.perAddress,
      },
      clientAddress: (request) => proxyAddr(request, trustFn),
      heartBeat: { serverSendMs: 10_000, serverExpectMs: 10_000 },
      authorizeSubscribe: defaultAuthorizeSubscribe,
      async authenticate(connectHeaders, upgradeRequest) {
        const token = connectSessionToken(connectHeaders, upgradeRequest);
        if (token === null) return null;
        const now = app.clock();
        const session = await findSessionByToken(app.db, token, now, app.config.sessionTtlMs);
        if (session === null || isBanned(session.player, now)) return null;
        await stampPresence(app.db, [session.player.id], now);
        return {
          playerId: session.player.id,
          clientUuid: session.player.clientUuid,
          clanId: await clanOf(app.db, session.player.id),
          sessionKey: session.tokenHash,
        };
      },
    });
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if ((request.url ?? '').split('?')[0] !== REALTIME_PATH) return socket.destroy();
      // A page of another site must not open a socket with the player's cookie.
      if (!isAllowedOrigin(request.headers.origin, request.headers.host, app.config.allowedOrigins)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return socket.destroy();
      }
      broker.handleUpgrade(request, socket, head);
    };
    app.server.on('upgrade', onUpgrade);
    app.decorate('realtime', { bus, broker });
    app.decorate('publish', async (destination, payload) => {
      try {
        await bus.publish(destination, payload);
      } catch (error) {
        app.log.warn({ err: error, destination }, 'realtime publish failed');
      }
    });
    const sweep = setInterval(() => {
      closeBannedSockets(app.db, broker, app.clock()).catch((error: unknown) =>
        app.log.error({ err: error }, 'banned socket sweep failed'),
      );
      stampPresence(app.db, broker.connectedPlayerIds(), app.clock()).catch((error: unknown) =>
        app.log.error({ err: error }, 'presence stamp failed'),
      );
    }, BANNED_SOCKET_SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      app.server.off('upgrade', onUpgrade);
      await broker.close();
      await bus.close();
    });
  },
  { name: 'realtime-gateway', dependencies: ['app-context'] },
);
