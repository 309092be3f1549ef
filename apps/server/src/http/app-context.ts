import fp from 'fastify-plugin';
import type { Notification } from '@rol/protocol/realtime';
import type { AppConfig } from '../app-config.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { ClosePlayerCommand, UpdatePlayerCommand } from '../realtime/realtime-bus.ts';

/**
 * Sends a message on the realtime bus to every node: a notification for a topic's subscribers, or a
 * command to the brokers (close a player's sockets, update what a player may hear). Call it after the
 * commit. Best effort: a notification is a hint (clients catch up with `list/latest`), so a failed
 * publish is logged and never fails the player's request.
 */
export type Publish = (
  destination: string,
  payload: Notification | ClosePlayerCommand | UpdatePlayerCommand,
) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: AppConfig;
    /** Decorated by the realtime gateway, which owns the bus. */
    publish: Publish;
  }
}

/** What every handler and service reaches: the database, the clock, the config and the realtime bus. */
export interface AppContext {
  db: Db;
  clock: Clock;
  config: AppConfig;
  publish: Publish;
}

/** Decorates the app with the database, the clock and the config (the realtime gateway adds `publish`). */
export const appContextPlugin = fp<Omit<AppContext, 'publish'>>(
  async (app, context) => {
    app.decorate('db', context.db);
    app.decorate('clock', context.clock);
    app.decorate('config', context.config);
  },
  { name: 'app-context' },
);
