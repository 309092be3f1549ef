import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { type Principal, type StompBrokerOptions, resolveBrokerOptions } from './broker-options.ts';
import {
  CLOSE_PLAYER_DESTINATION,
  type ClosePlayerCommand,
  UPDATE_PLAYER_DESTINATION,
  type UpdatePlayerCommand,
} from './realtime-bus.ts';
import { type CommandContext, handleFrame } from './stomp-commands.ts';
import { type ConnectionHost, StompConnection } from './stomp-connection.ts';
import { SubscriptionRegistry } from './subscription-registry.ts';

export interface StompBroker {
  /** Takes over an HTTP upgrade (route `/api/websocket` here from the server's 'upgrade' event). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Delivers a JSON body as a MESSAGE frame to every local subscriber of the destination; returns how many. */
  publish(destination: string, body: string): number;
  /** Sends an ERROR frame (error-code SESSION_CLOSED) to the player's local sockets and closes them. */
  closeForPlayer(playerId: number, reason?: string): number;
  /** The players with at least one connection on this node. */
  connectedPlayerIds(): number[];
  /**
   * Changes what the player's local connections may hear (e.g. `clanId` after joining or leaving a
   * clan); subscriptions no longer allowed are dropped. Returns how many were dropped.
   */
  updatePrincipal(playerId: number, change: Partial<Omit<Principal, 'playerId'>>): number;
  connectionCount(): number;
  /** The subscriptions of every local connection (the metrics' figure). */
  subscriptionCount(): number;
  /** Stops listening to the bus and closes every socket (code 1001); resolves when all are gone. */
  close(): Promise<void>;
}

/** The close code of a socket whose session was renewed: the client reconnects with its new token. */
export const SESSION_RENEWED_CLOSE_CODE = 4001;

/** The subprotocol stompjs offers first; any other offer is echoed so the CONNECT can be answered. */
function selectProtocol(protocols: Set<string>): string | false {
  if (protocols.has('v12.stomp')) return 'v12.stomp';
  const [first] = protocols;
  return first ?? false;
}

export function createStompBroker(options: StompBrokerOptions): StompBroker {
  const resolved = resolveBrokerOptions(options);
  const { limits, logger } = resolved;
  const registry = new SubscriptionRegistry();
  const connections = new Set<StompConnection>();
  const byPlayer = new Map<number, Set<StompConnection>>();
  const nodeTag = randomBytes(4).toString('hex');
  let connectionSeq = 0;
  let messageSeq = 0;
  let closed = false;
  let onDrained: (() => void) | null = null;
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: limits.maxFrameBytes * 2,
    handleProtocols: selectProtocol,
  });

  const byAddress = new Map<string, number>();
  const addressOf = new Map<StompConnection, string>();
  const clientAddress =
    options.clientAddress ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? '');
  const context: CommandContext = {
    options: resolved,
    admits(principal) {
      if (principal.sessionKey === undefined) return true;
      let open = 0;
      for (const other of byPlayer.get(principal.playerId) ?? [])
        if (other.principal?.sessionKey === principal.sessionKey) open += 1;
      return open < limits.maxConnectionsPerSession;
    },
    onConnected(connection) {
      const playerId = connection.principal?.playerId;
      if (playerId === undefined) return;
      let set = byPlayer.get(playerId);
      if (set === undefined) {
        set = new Set();
        byPlayer.set(playerId, set);
      }
      set.add(connection);
    },
  };

  const host: ConnectionHost = {
    options: resolved,
    registry,
    handleFrame: (connection, frame) => handleFrame(context, connection, frame),
    detach(connection) {
      connections.delete(connection);
      const address = addressOf.get(connection);
      if (address !== undefined) {
        addressOf.delete(connection);
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      }
      const playerId = connection.principal?.playerId;
      const set = playerId === undefined ? undefined : byPlayer.get(playerId);
      if (set !== undefined && playerId !== undefined) {
        set.delete(connection);
        if (set.size === 0) byPlayer.delete(playerId);
      }
      if (connections.size === 0) onDrained?.();
    },
  };

  function publish(destination: string, body: string): number {
    messageSeq += 1;
    return registry.deliver(destination, body, `${nodeTag}-${messageSeq}`);
  }

  function closeForPlayer(
    playerId: number,
    reason = 'session-closed',
    keepSessionKey?: string,
    renewSessionKey?: string,
    othersStay = false,
  ): number {
    const set = byPlayer.get(playerId);
    if (set === undefined) return 0;
    let count = 0;
    for (const connection of [...set]) {
      const sessionKey = connection.principal?.sessionKey;
      if (keepSessionKey !== undefined && sessionKey === keepSessionKey) continue;
      if (renewSessionKey !== undefined && sessionKey === renewSessionKey)
        connection.close(SESSION_RENEWED_CLOSE_CODE, 'session renewed');
      else if (othersStay) continue;
      else connection.fail('SESSION_CLOSED', 'Session closed', reason);
      count += 1;
    }
    return count;
  }

  function updatePrincipal(playerId: number, change: Partial<Omit<Principal, 'playerId'>>): number {
    let dropped = 0;
    for (const connection of byPlayer.get(playerId) ?? []) {
      const principal = connection.principal;
      if (principal !== null) dropped += connection.updatePrincipal({ ...principal, ...change, playerId });
    }
    return dropped;
  }

  function onBusMessage(destination: string, body: string): void {
    if (destination === CLOSE_PLAYER_DESTINATION) {
      const command = JSON.parse(body) as Partial<ClosePlayerCommand>;
      if (typeof command.playerId === 'number')
        closeForPlayer(
          command.playerId,
          command.reason,
          typeof command.keepSessionKey === 'string' ? command.keepSessionKey : undefined,
          typeof command.renewSessionKey === 'string' ? command.renewSessionKey : undefined,
          command.othersStay === true,
        );
    } else if (destination === UPDATE_PLAYER_DESTINATION) {
      const command = JSON.parse(body) as Partial<UpdatePlayerCommand>;
      if (typeof command.playerId === 'number' && command.clanId !== undefined) {
        updatePrincipal(command.playerId, { clanId: command.clanId });
      }
    } else {
      publish(destination, body);
    }
  }

  const unsubscribeBus = options.bus?.subscribe(onBusMessage);

  function refuseUpgrade(socket: Duplex, status: string): void {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  }

  return {
    handleUpgrade(request, socket, head) {
      if (closed) return refuseUpgrade(socket, '503 Service Unavailable');
      if (connections.size >= limits.maxConnections) {
        logger.warn({ connections: connections.size }, 'realtime connection limit reached');
        return refuseUpgrade(socket, '503 Service Unavailable');
      }
      const address = clientAddress(request);
      if ((byAddress.get(address) ?? 0) >= limits.maxConnectionsPerAddress)
        return refuseUpgrade(socket, '429 Too Many Requests');
      wss.handleUpgrade(request, socket, head, (ws) => {
        if (closed) return ws.terminate();
        byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
        connectionSeq += 1;
        const connection = new StompConnection(`${nodeTag}-${connectionSeq}`, ws, request, host);
        connections.add(connection);
        addressOf.set(connection, address);
      });
    },
    publish,
    closeForPlayer,
    connectedPlayerIds: () => [...byPlayer.keys()],
    updatePrincipal,
    connectionCount: () => connections.size,
    subscriptionCount: () => registry.size(),
    async close() {
      closed = true;
      unsubscribeBus?.();
      if (connections.size > 0) {
        const drained = new Promise<void>((resolve) => (onDrained = resolve));
        for (const connection of connections) connection.close(1001, 'server shutting down');
        await drained;
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
