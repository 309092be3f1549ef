// The server side of the bench, run as its own process (`node --import tsx server-child.ts`), as
// `npm start` runs: the real game server (production logger and config, but for the per-IP guest
// limit) and, in the same process, the ceilings: a bare Fastify JSON route and a bare `ws`
// broadcast. The parent drives it over IPC. With no BENCH_SERVER_DATABASE_URL the server starts the
// game's embedded default, a PostgreSQL of its own (a child process of this one), in a temporary data
// folder deleted when it stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as DatabaseModule from '../../../apps/server/src/db/database.ts';
import type * as StartServerModule from '../../../apps/server/src/start-server.ts';
import type * as PlatformConfigModule from '../../../apps/server/src/platforms/platform-config.ts';
import type * as PaymentConfigModule from '../../../apps/server/src/payments/payment-config.ts';
import { startBare } from './bare-server.ts';
import type { ChildReady, ChildReply, ChildRequest } from './child-protocol.ts';
import { installStatementCounter } from './statement-counter.ts';
import { watchServerPauses } from './server-pauses.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
// BENCH_SERVER_ROOT: the game server of another tree (the code before a change, `git worktree add`
// with its own `npm ci`), driven by this bench: one load generator for old and new code alike.
const serverRoot = process.env.BENCH_SERVER_ROOT || repoRoot;
const serverModule = <T>(path: string) => import(pathToFileURL(join(serverRoot, 'apps/server/src', path)).href) as Promise<T>;
const { poolMaxFrom } = await serverModule<typeof DatabaseModule>('db/database.ts');
const { startServer } = await serverModule<typeof StartServerModule>('start-server.ts');
const { platformConfigFrom } = await serverModule<typeof PlatformConfigModule>('platforms/platform-config.ts');
const { paymentConfigFrom } = await serverModule<typeof PaymentConfigModule>('payments/payment-config.ts');
const statementCounter = process.env.BENCH_STATEMENTS === '1' ? installStatementCounter(serverRoot) : null;
const pauses = watchServerPauses();
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL || undefined;
const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'rol-bench-data-'));
const removeDataDir = () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
};

let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    ...(dataDir ? { dataDir } : {}),
    // The embedded database's progress lines: to stderr, which the parent keeps for its errors.
    log: (line) => console.error(line),
    // As `npm start` does: DATABASE_POOL_MAX or the server's default.
    poolMax: poolMaxFrom(process.env.DATABASE_POOL_MAX),
    config: {
      webDistDir: join(serverRoot, 'apps/web/dist'),
      logger: process.env.BENCH_SERVER_LOG !== '0',
      // Every simulated player starts as a guest from 127.0.0.1: the per-IP guest limit (30 an hour)
      // is set out of reach, the one setting that differs from `npm start`.
      guestSignups: { max: 100_000, windowMs: 1000 },
      accountSignups: { max: 100_000, windowMs: 1000 },
      // As `npm start` reads them: the platforms round's test secrets and the addresses of the platform
      // fakes (Kongregate, RuStore, Telegram's Bot API), which the parent sets (server-process.ts).
      platforms: platformConfigFrom(process.env),
      payments: paymentConfigFrom(process.env),
    },
  });
} catch (error) {
  removeDataDir();
  throw error;
}
pauses.watch(server.app.server);
const bare = await startBare();
const { database } = server;

async function sql(text: string, params: unknown[]): Promise<unknown[]> {
  return (await database.pool.query(text, params)).rows as unknown[];
}

function send(reply: ChildReply): void {
  process.send?.(reply);
}

let stopping: Promise<void> | null = null;
/** Closes the ceilings and the server (which stops its embedded PostgreSQL), then deletes the data folder. */
const stopAll = () =>
  (stopping ??= (async () => {
    try {
      await bare.close();
      await server.close();
    } finally {
      removeDataDir();
    }
  })());

async function handle(request: ChildRequest): Promise<void> {
  try {
    if (request.type === 'sql') {
      send({ id: request.id, ok: true, value: await sql(request.text, request.params) });
    } else if (request.type === 'cpu') {
      send({ id: request.id, ok: true, value: process.cpuUsage() });
    } else if (request.type === 'pauses') {
      send({ id: request.id, ok: true, value: pauses.take() });
    } else if (request.type === 'statements') {
      send({ id: request.id, ok: true, value: statementCounter?.take() ?? null });
    } else if (request.type === 'memory') {
      const gc = (globalThis as { gc?: () => void }).gc;
      if (request.gc && gc) {
        gc();
        await new Promise((resolve) => setTimeout(resolve, 50));
        gc();
      }
      const m = process.memoryUsage();
      send({ id: request.id, ok: true, value: { rss: m.rss, heapUsed: m.heapUsed, external: m.external } });
    } else if (request.type === 'stop') {
      await stopAll();
      send({ id: request.id, ok: true, value: null });
      process.exit(0);
    }
  } catch (error) {
    send({ id: request.id, ok: false, value: String((error as Error).stack ?? error) });
  }
}

process.on('message', (message: ChildRequest) => void handle(message));
// The bench went away without a stop: still stop the embedded PostgreSQL and delete its folder.
process.on('disconnect', () => void stopAll().finally(() => process.exit(0)));
const { embedded } = server;
const ready: ChildReady = {
  url: server.url,
  bareUrl: bare.url,
  kind: embedded ? 'embedded' : 'postgres',
  embedded:
    embedded && dataDir
      ? { version: embedded.version, dataDir, initdbMs: embedded.initdbMs, startMs: embedded.startMs }
      : null,
};
send({ id: 0, ok: true, value: ready });
