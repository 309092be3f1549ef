import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { appConfig, type AppConfig } from './app-config.ts';
import { systemClock, type Clock } from './clock.ts';
import { createDatabase, type Database } from './db/database.ts';
import { migrateDatabase } from './db/migrate.ts';

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
}

export interface RunningServer {
  /** `http://127.0.0.1:<port>` (or the host it listens on). */
  url: string;
  port: number;
  app: FastifyInstance;
  database: Database;
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
    const config = appConfig(options.config);
    if (config.webDistDir && !existsSync(config.webDistDir)) config.webDistDir = null;
    const realtime =
      database.kind === 'postgres' ? { databaseUrl: options.databaseUrl, notifier: database.pool } : {};
    const app = buildApp({ db: database.db, clock: options.clock ?? systemClock, config, realtime });
    const host = options.host ?? '0.0.0.0';
    await app.listen({ port: options.port ?? 8080, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);
    const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    let closing: Promise<void> | null = null;
    return {
      url: `http://${urlHost}:${port}`,
      port,
      app,
      database,
      close: () => (closing ??= app.close().then(() => database.close())),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
