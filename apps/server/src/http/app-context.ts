import fp from 'fastify-plugin';
import type { AppConfig } from '../app-config.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: AppConfig;
  }
}

export interface AppContext {
  db: Db;
  clock: Clock;
  config: AppConfig;
}

/** What every handler and service reaches through the app: the database, the clock, the config. */
export const appContextPlugin = fp<AppContext>(
  async (app, context) => {
    app.decorate('db', context.db);
    app.decorate('clock', context.clock);
    app.decorate('config', context.config);
  },
  { name: 'app-context' },
);
