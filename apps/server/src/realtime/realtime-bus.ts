/**
 * The bus between services and brokers: a service publishes a notification once, and every server
 * node's broker receives it and delivers it to its own sockets. Two implementations:
 * `createInProcessBus` (one node, PGlite) and `createPgNotifyBus` (PostgreSQL LISTEN/NOTIFY).
 */

/** Receives every bus message: the destination and the payload as JSON text. */
export type BusHandler = (destination: string, body: string) => void;

export interface RealtimeBus {
  /** Sends a JSON-serializable payload to a destination on every node; rejects when it cannot. */
  publish(destination: string, payload: unknown): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}

/** PostgreSQL's NOTIFY payload limit (bytes); both buses enforce it so one node behaves like many. */
export const MAX_BUS_MESSAGE_BYTES = 8000;

export class BusMessageTooLargeError extends Error {
  constructor(destination: string, bytes: number) {
    super(`realtime message to ${destination} is ${bytes} bytes, over ${MAX_BUS_MESSAGE_BYTES}`);
    this.name = 'BusMessageTooLargeError';
  }
}

export interface BusMessage {
  destination: string;
  body: string;
  /** The wire form: `{"destination":…,"payload":…}`. */
  text: string;
}

/** Serializes a message once; throws BusMessageTooLargeError or a TypeError for a bad payload. */
export function encodeBusMessage(destination: string, payload: unknown): BusMessage {
  const body = JSON.stringify(payload) as string | undefined;
  if (body === undefined) throw new TypeError('realtime payload is not JSON-serializable');
  const text = '{"destination":' + JSON.stringify(destination) + ',"payload":' + body + '}';
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_BUS_MESSAGE_BYTES) throw new BusMessageTooLargeError(destination, bytes);
  return { destination, body, text };
}

/** Reads the wire form; null when it is not one of ours. */
export function decodeBusMessage(text: string): { destination: string; body: string } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { destination, payload } = parsed as { destination?: unknown; payload?: unknown };
  if (typeof destination !== 'string' || payload === undefined) return null;
  return { destination, body: JSON.stringify(payload) };
}

/** Calls every handler; one failing handler neither stops the others nor reaches the publisher. */
export function deliverToHandlers(
  handlers: Iterable<BusHandler>,
  destination: string,
  body: string,
  onError: (error: unknown) => void,
): void {
  for (const handler of handlers) {
    try {
      handler(destination, body);
    } catch (error) {
      onError(error);
    }
  }
}

/**
 * Bus-only destinations that carry commands to every node's broker instead of notifications; no
 * client can subscribe to them (they are not `/topic/…`).
 */
export const CLOSE_PLAYER_DESTINATION = '/internal/close-player';

export interface ClosePlayerCommand {
  playerId: number;
  reason: 'banned' | 'logged-out' | 'session-closed';
  /** Leaves open the sockets of this session (`Principal.sessionKey`): a password change keeps its own. */
  keepSessionKey?: string;
  /**
   * The sockets of this session close without an error frame (code 4001, "session renewed"): the
   * browser that renewed its session reconnects with its new token; anyone else holding the old one
   * cannot.
   */
  renewSessionKey?: string;
  /** With `renewSessionKey`: only that session's sockets close, the player's others stay. */
  othersStay?: boolean;
}

/** Closes the player's sockets on every node (ban, logout, the other sessions after a password change). */
export function closePlayerEverywhere(bus: RealtimeBus, command: ClosePlayerCommand): Promise<void> {
  return bus.publish(CLOSE_PLAYER_DESTINATION, command);
}

export const UPDATE_PLAYER_DESTINATION = '/internal/update-player';

/** A change of what the player may hear (joined or left a clan). */
export interface UpdatePlayerCommand {
  playerId: number;
  clanId: number | null;
}

/**
 * Updates the player's connections on every node: subscriptions the player may no longer hear are
 * dropped; the client then subscribes to its new clan topic itself.
 */
export function updatePlayerEverywhere(bus: RealtimeBus, command: UpdatePlayerCommand): Promise<void> {
  return bus.publish(UPDATE_PLAYER_DESTINATION, command);
}
