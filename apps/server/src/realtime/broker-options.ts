import type { IncomingMessage } from 'node:http';
import type { HeartBeatSettings } from './heart-beat.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import { type RealtimeLogger, consoleLogger } from './realtime-logger.ts';
import type { StompHeaders } from './stomp-frame.ts';

/** Who is on the other end of a connection, as `authenticate` found them. */
export interface Principal {
  playerId: number;
  /** The player's client uuid: the only personal topic they may subscribe to. */
  clientUuid: string;
  clanId: number | null;
  /**
   * The session the connection signed in with (the game's session token hash), so one session's
   * sockets can be told from the player's others (a password change closes the others).
   */
  sessionKey?: string;
}

export interface Clock {
  now(): number;
}

export interface BrokerLimits {
  /** Largest client frame in bytes (command, headers, body). */
  maxFrameBytes: number;
  maxHeaders: number;
  maxSubscriptions: number;
  /** Frames a client may send while its CONNECT is still being authenticated. */
  maxPendingFrames: number;
  /** A client that has not completed CONNECT in this time is closed. */
  connectTimeoutMs: number;
  /** A silent client is closed after its heart-beat interval × this factor. */
  heartBeatGrace: number;
  /** A client whose socket holds more unsent bytes than this is too slow and is dropped. */
  maxBufferedBytes: number;
  /** After a close handshake has not finished in this time the socket is destroyed. */
  closeTimeoutMs: number;
  maxConnections: number;
  /** Open sockets of one session (a browser's tabs) on this node. */
  maxConnectionsPerSession: number;
  /** Open sockets from one client address on this node (`clientAddress`). */
  maxConnectionsPerAddress: number;
}

export const DEFAULT_LIMITS: BrokerLimits = {
  maxFrameBytes: 64 * 1024,
  maxHeaders: 32,
  maxSubscriptions: 32,
  maxPendingFrames: 8,
  connectTimeoutMs: 10_000,
  heartBeatGrace: 2,
  maxBufferedBytes: 4 * 1024 * 1024,
  closeTimeoutMs: 2_000,
  maxConnections: 100_000,
  maxConnectionsPerSession: 5,
  maxConnectionsPerAddress: 50,
};

export interface StompBrokerOptions {
  /** Finds the player from the CONNECT headers and the HTTP upgrade request; null refuses the connection. */
  authenticate(connectHeaders: StompHeaders, upgradeRequest: IncomingMessage): Promise<Principal | null>;
  /** Whether this player may subscribe to this destination (see `defaultAuthorizeSubscribe`). */
  authorizeSubscribe(principal: Principal, destination: string): boolean;
  /** Where notifications from every node arrive; the broker delivers them to its own sockets. */
  bus?: RealtimeBus;
  clock?: Clock;
  heartBeat: HeartBeatSettings;
  limits?: Partial<BrokerLimits>;
  logger?: RealtimeLogger;
  /** The CONNECTED frame's `server` header. */
  serverName?: string;
  /** The client's address of an upgrade request (behind proxies, as TRUST_PROXY says); default the peer's. */
  clientAddress?: (request: IncomingMessage) => string;
}

export interface ResolvedBrokerOptions {
  authenticate: StompBrokerOptions['authenticate'];
  authorizeSubscribe: StompBrokerOptions['authorizeSubscribe'];
  clock: Clock;
  heartBeat: HeartBeatSettings;
  limits: BrokerLimits;
  logger: RealtimeLogger;
  serverName: string;
}

export function resolveBrokerOptions(options: StompBrokerOptions): ResolvedBrokerOptions {
  return {
    authenticate: options.authenticate,
    authorizeSubscribe: options.authorizeSubscribe,
    clock: options.clock ?? { now: () => Date.now() },
    heartBeat: options.heartBeat,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    logger: options.logger ?? consoleLogger,
    serverName: options.serverName ?? 'RoadOfLegends/0.1',
  };
}
