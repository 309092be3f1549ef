import pg from 'pg';
import {
  type BusHandler,
  type RealtimeBus,
  decodeBusMessage,
  deliverToHandlers,
  encodeBusMessage,
} from './realtime-bus.ts';
import { type RealtimeLogger, consoleLogger } from './realtime-logger.ts';

/** Anything that runs a parameterized query: a `pg.Pool`, a `pg.Client`. */
export interface Queryable {
  query(text: string, values: unknown[]): Promise<unknown>;
}

export interface PgNotifyBusOptions {
  /** Where the dedicated LISTEN connection goes (`postgres://…`). */
  connectionString: string;
  /** A lowercase identifier shared by every node of one deployment. */
  channel?: string;
  /** Runs NOTIFY; defaults to the LISTEN connection. Pass the app's pool to keep publishing during a reconnect. */
  notifier?: Queryable;
  logger?: RealtimeLogger;
  /** Back-off between reconnect attempts, doubling from min to max. */
  reconnectDelayMs?: { min: number; max: number };
  /** How often the LISTEN connection is checked with a query (finds a half-open connection). */
  pingIntervalMs?: number;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The multi-node bus: every node holds one connection LISTENing on the channel; a publish is a
 * `pg_notify(channel, json)` that PostgreSQL hands to every listener (this node's too). When the
 * LISTEN connection is lost it reconnects with back-off; notifications sent meanwhile are missed
 * (clients catch up through the HTTP lists). Resolves once the first LISTEN is in place.
 */
export async function createPgNotifyBus(options: PgNotifyBusOptions): Promise<RealtimeBus> {
  const channel = options.channel ?? 'rol_realtime';
  if (!CHANNEL.test(channel)) throw new Error(`bad realtime channel name ${channel}`);
  const logger = options.logger ?? consoleLogger;
  const backoff = options.reconnectDelayMs ?? { min: 100, max: 5_000 };
  const pingIntervalMs = options.pingIntervalMs ?? 15_000;
  const handlers = new Set<BusHandler>();
  let listener: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;

  function onNotification(message: pg.Notification): void {
    if (message.channel !== channel || message.payload === undefined) return;
    const decoded = decodeBusMessage(message.payload);
    if (decoded === null) {
      logger.warn({ channel }, 'realtime bus ignored a foreign notification');
      return;
    }
    deliverToHandlers(handlers, decoded.destination, decoded.body, (error) =>
      logger.error({ err: error, destination: decoded.destination }, 'realtime bus handler failed'),
    );
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: options.connectionString, keepAlive: true });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, null));
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
  }

  function lost(client: pg.Client, error: unknown): void {
    if (listener !== client) return;
    listener = null;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (closed) return;
    logger.warn({ err: error, channel }, 'realtime bus lost its LISTEN connection; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer !== null) return;
    const delay = Math.min(backoff.max, backoff.min * 2 ** attempt);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      listen().then(
        () => {
          attempt = 0;
          logger.info({ channel }, 'realtime bus LISTENs again');
        },
        (error: unknown) => {
          logger.warn({ err: error, channel, attempt }, 'realtime bus reconnect failed');
          scheduleReconnect();
        },
      );
    }, delay);
  }

  const ping = setInterval(() => {
    const client = listener;
    if (client === null) return;
    client.query('SELECT 1').catch((error: unknown) => lost(client, error));
  }, pingIntervalMs);
  ping.unref();

  try {
    await listen();
  } catch (error) {
    clearInterval(ping);
    throw error;
  }

  return {
    async publish(destination, payload) {
      const message = encodeBusMessage(destination, payload);
      const notifier = options.notifier ?? listener;
      if (closed) throw new Error('realtime bus is closed');
      if (notifier === null) throw new Error('realtime bus is reconnecting to PostgreSQL');
      await notifier.query('SELECT pg_notify($1, $2)', [channel, message.text]);
    },
    subscribe(handler) {
      const own: BusHandler = (destination, body) => handler(destination, body);
      handlers.add(own);
      return () => handlers.delete(own);
    },
    async close() {
      closed = true;
      clearInterval(ping);
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      handlers.clear();
      const client = listener;
      listener = null;
      if (client !== null) await client.end().catch(() => {});
    },
  };
}
