import { createInProcessBus } from './in-process-bus.ts';
import { type Queryable, createPgNotifyBus } from './pg-notify-bus.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import { type RealtimeLogger, consoleLogger } from './realtime-logger.ts';

export interface RealtimeBusChoice {
  /** `DATABASE_URL`: set means PostgreSQL (many nodes possible), unset means the embedded PGlite (one node). */
  databaseUrl?: string | undefined;
  /** The app's pg pool, so publishing does not wait on the LISTEN connection. */
  notifier?: Queryable;
  channel?: string;
  logger?: RealtimeLogger;
}

/** docs/architecture.md, "Dependencies": LISTEN/NOTIFY when the game runs on PostgreSQL, the in-process bus on PGlite. */
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
