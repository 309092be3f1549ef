import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { createServerMetrics, type MetricsSources, type ServerMetrics } from './server-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's Prometheus metrics (`config.metrics`), else null. */
    metrics: ServerMetrics | null;
  }
}

/** The first field of the error envelope as it is serialized: `{"error":"CODE",…`. */
const ENVELOPE_CODE = /^\{"error":"([A-Z0-9_]+)"/;

/** How long the embedded database took to be made (first start only) and to start. */
export interface DatabaseStart {
  initdbMs: number | null;
  startMs: number;
}

function sourcesOf(app: FastifyInstance, databaseStart: DatabaseStart | null): MetricsSources {
  const pool = (app.db as unknown as { $client: pg.Pool }).$client;
  return {
    database() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    databaseStart: () => databaseStart,
    realtime() {
      const broker = app.realtime.broker;
      return { connections: broker.connectionCount(), subscriptions: broker.subscriptionCount() };
    },
    httpConnections: () =>
      new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count))),
  };
}

/**
 * Prometheus metrics when `config.metrics` is on: one histogram observation per answered request
 * (route pattern, method, status), a counter of error answers by their envelope's code, and gauges
 * read at scrape time. They are served off the public port (`metrics-listener.ts`).
 */
export const metricsPlugin = fp(
  async (app, options: { databaseStart?: DatabaseStart | null }) => {
    if (!app.config.metrics) {
      app.decorate('metrics', null);
      return;
    }
    const metrics = createServerMetrics(sourcesOf(app, options.databaseStart ?? null));
    app.decorate('metrics', metrics);
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode >= 400 && typeof payload === 'string') {
        const code = ENVELOPE_CODE.exec(payload)?.[1];
        if (code) metrics.errors.inc({ code, status_code: reply.statusCode });
      }
      done(null, payload);
    });
    app.addHook('onResponse', (request, reply, done) => {
      metrics.requestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'metrics', dependencies: ['app-context', 'realtime-gateway'] },
);
