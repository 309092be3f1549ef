import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the gauges read when Prometheus scrapes (nothing of it is counted per request). */
export interface MetricsSources {
  /** The database's connections: node-postgres's pool. */
  database(): { total: number; idle: number; waiting: number };
  /** How long the embedded database took to start (and to be made, on its first start); null on a database of your own. */
  databaseStart(): { initdbMs: number | null; startMs: number } | null;
  /** Open STOMP connections and their subscriptions on this node. */
  realtime(): { connections: number; subscriptions: number };
  /** Open HTTP connections of this node's server. */
  httpConnections(): Promise<number>;
}

export interface ServerMetrics {
  registry: Registry;
  /** One observation per answered request: its route pattern (not the raw URL), method and status. */
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Refusals and faults by the error catalogue's code. */
  errors: Counter<'code' | 'status_code'>;
}

/** A registry of the node's metrics: requests, errors, database pool, sockets, and Node's own (event-loop lag, memory, GC). */
export function createServerMetrics(sources: MetricsSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status: count and latency',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'Error answers by the error catalogue code of their envelope',
    labelNames: ['code', 'status_code'] as const,
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this node by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const db = sources.database();
      this.reset();
      this.set({ state: 'total' }, db.total);
      this.set({ state: 'idle' }, db.idle);
    },
  });
  new Gauge({
    name: 'db_embedded_start_seconds',
    help: 'The embedded database at its last start: initdb (first start only) and the time to accept connections',
    labelNames: ['phase'] as const,
    registers: [registry],
    collect() {
      const start = sources.databaseStart();
      this.reset();
      if (!start) return;
      if (start.initdbMs !== null) this.set({ phase: 'initdb' }, start.initdbMs / 1000);
      this.set({ phase: 'start' }, start.startMs / 1000);
    },
  });
  const waiting = new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a connection',
    registers: [registry],
    collect() {
      this.set(sources.database().waiting);
    },
  });
  const sockets = new Gauge({
    name: 'stomp_connections',
    help: 'Open STOMP WebSocket connections on this node',
    registers: [registry],
    collect() {
      this.set(sources.realtime().connections);
    },
  });
  const subscriptions = new Gauge({
    name: 'stomp_subscriptions',
    help: 'STOMP subscriptions of the open connections on this node',
    registers: [registry],
    collect() {
      this.set(sources.realtime().subscriptions);
    },
  });
  const http = new Gauge({
    name: 'http_open_connections',
    help: 'Open HTTP connections of this node (keep-alive included)',
    registers: [registry],
    async collect() {
      this.set(await sources.httpConnections());
    },
  });
  void [pool, waiting, sockets, subscriptions, http];
  return { registry, requestDuration, errors };
}
