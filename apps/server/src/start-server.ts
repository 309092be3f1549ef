import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { closeApp } from './http/close-app.ts';
import { appConfig, type AppConfig } from './app-config.ts';
import { systemClock, type Clock } from './clock.ts';
import { createDatabase, type Database } from './db/database.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded/embedded-postgres.ts';
import { upgradeFromPglite } from './db/embedded/pglite-upgrade.ts';
import { migrateDatabase } from './db/migrate.ts';
import { fillNameSkeletons } from './players/name-claim.ts';
import { startMetricsListener, type MetricsListener } from './metrics/metrics-listener.ts';

export interface StartServerOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  host?: string;
  /** `postgres://…`: a PostgreSQL of your own; otherwise the embedded PostgreSQL of `dataDir`. */
  databaseUrl?: string | undefined;
  /** The embedded database's folder. Default `./data`. */
  dataDir?: string;
  /** Where the embedded database's progress lines go (default: the console). */
  log?: (line: string) => void;
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
  /** The embedded PostgreSQL this process started, or null on a database of your own. */
  embedded: EmbeddedPostgres | null;
  /** The metrics listener's port, when metrics are served. */
  metricsPort: number | null;
  close(): Promise<void>;
}

/** Opens and migrates the database, builds the app and listens. Used by main.ts and e2e tests. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const embedded = options.databaseUrl
    ? null
    : await startEmbeddedPostgres({
        dataDir: options.dataDir ?? './data',
        log: options.log,
        upgrade: upgradeFromPglite,
      });
  const databaseUrl = options.databaseUrl ?? embedded!.url;
  let database: Database;
  try {
    database = createDatabase({ databaseUrl, poolMax: options.poolMax });
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const closeDatabase = () => database.close().finally(() => embedded?.stop());
  try {
    await migrateDatabase(database);
    await fillNameSkeletons(database.db);
    const config = appConfig({
      ...options.config,
      ...(options.metricsPort !== undefined ? { metrics: true } : {}),
    });
    if (config.webDistDir && !existsSync(config.webDistDir)) config.webDistDir = null;
    const realtime = { databaseUrl, notifier: database.pool };
    const databaseStart = embedded ? { initdbMs: embedded.initdbMs, startMs: embedded.startMs } : null;
    const app = buildApp({
      db: database.db,
      clock: options.clock ?? systemClock,
      config,
      realtime,
      databaseStart,
    });
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
      embedded,
      metricsPort: metrics?.port ?? null,
      close: () =>
        (closing ??= (metrics?.close() ?? Promise.resolve()).then(() => closeApp(app)).then(closeDatabase)),
    };
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}
