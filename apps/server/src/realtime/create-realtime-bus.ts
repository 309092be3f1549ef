import { createInProcessBus } from './in-process-bus.ts';
import { type Queryable, createPgNotifyBus } from './pg-notify-bus.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import { type RealtimeLogger, consoleLogger } from './realtime-logger.ts';

export interface RealtimeBusChoice {
  /** The database's address: LISTEN/NOTIFY on it (many nodes possible); unset, the in-process bus of one app (tests). */
  databaseUrl?: string | undefined;
  /** The app's pg pool, so publishing does not wait on the LISTEN connection. */
  notifier?: Queryable;
  channel?: string;
  logger?: RealtimeLogger;
}

/** docs/architecture.md, "Dependencies": LISTEN/NOTIFY on the game's PostgreSQL, the in-process bus when no address is given. */
export function createRealtimeBus(choice: RealtimeBusChoice): Promise<RealtimeBus> {
  const logger = choice.logger ?? consoleLogger;
  if (choice.databaseUrl === undefined || choice.databaseUrl === '') {
    return Promise.resolve(createInProcessBus(logger));
  }
  return createPgNotifyBus({
    connectionString: choice.databaseUrl,
    logger,
    ...(choice.notifier ? { notifier: choice.notifier } : {}),
    ...(choice.channel ? { channel: choice.channel } : {}),
  });
}
