import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { appConfig, type AppConfig } from './app-config.ts';
import { systemClock, type Clock } from './clock.ts';
import { createDatabase, type Database } from './db/database.ts';
import { migrateDatabase } from './db/migrate.ts';
import { fillNameSkeletons } from './players/name-claim.ts';
import { startMetricsListener, type MetricsListener } from './metrics/metrics-listener.ts';

export interface StartServerOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  host?: string;
  /** `postgres://…` uses PostgreSQL; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite folder; `memory://` keeps nothing. Default `./data`. */
  dataDir?: string;
  /** PostgreSQL connections of this process (DEFAULT_POOL_MAX). */
  poolMax?: number;
  clock?: Clock;
  config?: Partial<AppConfig>;
  /** Serve Prometheus metrics at `/metrics` on this port (0 picks a free one), apart from the public port. */
  metricsPort?: number | undefined;
  /** The metrics listener's address; default 127.0.0.1. */
  metricsHost?: string | undefined;
}

export interface RunningServer {
  /** `http://127.0.0.1:<port>` (or the host it listens on). */
  url: string;
  port: number;
  app: FastifyInstance;
  database: Database;
  /** The metrics listener's port, when metrics are served. */
  metricsPort: number | null;
  close(): Promise<void>;
}

/** Opens and migrates the database, builds the app and listens. Used by main.ts and e2e tests. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const database = await createDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? './data',
    poolMax: options.poolMax,
  });
  try {
    await migrateDatabase(database);
    await fillNameSkeletons(database.db);
    const config = appConfig({
      ...options.config,
      ...(options.metricsPort !== undefined ? { metrics: true } : {}),
    });
    if (config.webDistDir && !existsSync(config.webDistDir)) config.webDistDir = null;
    const realtime =
      database.kind === 'postgres' ? { databaseUrl: options.databaseUrl, notifier: database.pool } : {};
    const app = buildApp({ db: database.db, clock: options.clock ?? systemClock, config, realtime });
    const host = options.host ?? '0.0.0.0';
    await app.listen({ port: options.port ?? 8080, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);
    const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    let metrics: MetricsListener | null = null;
    if (options.metricsPort !== undefined && app.metrics) {
      try {
        metrics = await startMetricsListener(app.metrics.registry, {
          port: options.metricsPort,
          host: options.metricsHost ?? '127.0.0.1',
        });
      } catch (error) {
        await app.close();
        throw error;
      }
    }
    let closing: Promise<void> | null = null;
    return {
      url: `http://${urlHost}:${port}`,
      port,
      app,
      database,
      metricsPort: metrics?.port ?? null,
      close: () =>
        (closing ??= (metrics?.close() ?? Promise.resolve()).then(() => app.close()).then(() => database.close())),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
