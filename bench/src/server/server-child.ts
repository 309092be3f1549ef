// The server side of the bench, run as its own process (`node --import tsx server-child.ts`), as
// `npm start` runs: the real game server (production logger and config, but for the per-IP guest
// limit) and, in the same process, the ceilings: a bare Fastify JSON route and a bare `ws`
// broadcast. The parent drives it over IPC.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { poolMaxFrom } from '../../../apps/server/src/db/database.ts';
import { PgliteThread } from '../../../apps/server/src/db/pglite-thread.ts';
import { clockTicksPerSecond, parseProcStat } from '../db/process-cpu.ts';
import { startServer } from '../../../apps/server/src/start-server.ts';
import { platformConfigFrom } from '../../../apps/server/src/platforms/platform-config.ts';
import { paymentConfigFrom } from '../../../apps/server/src/payments/payment-config.ts';
import { startBare } from './bare-server.ts';
import type { ChildReply, ChildRequest } from './child-protocol.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL || undefined;
const dataDir = databaseUrl ? '' : mkdtempSync(join(tmpdir(), 'rol-bench-data-'));

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  databaseUrl,
  dataDir: dataDir || 'memory://',
  // As `npm start` does: DATABASE_POOL_MAX or the server's default.
  poolMax: poolMaxFrom(process.env.DATABASE_POOL_MAX),
  config: {
    webDistDir: join(repoRoot, 'apps/web/dist'),
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
const bare = await startBare();
const { database } = server;

async function sql(text: string, params: unknown[]): Promise<unknown[]> {
  const result =
    database.kind === 'pglite'
      ? await database.client.query(text, params)
      : await database.pool.query(text, params);
  return result.rows as unknown[];
}

/** CPU time of one of this process's threads so far, µs (null when unreadable). */
function threadCpu(tid: number | null): number | null {
  if (tid === null) return null;
  try {
    const stat = parseProcStat(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8'));
    return stat ? (stat.ticks * 1e6) / clockTicksPerSecond() : null;
  } catch {
    return null;
  }
}

const workerThread = database.kind === 'pglite' && database.client instanceof PgliteThread ? database.client : null;

function send(reply: ChildReply): void {
  process.send?.(reply);
}

async function handle(request: ChildRequest): Promise<void> {
  try {
    if (request.type === 'sql') {
      send({ id: request.id, ok: true, value: await sql(request.text, request.params) });
    } else if (request.type === 'cpu') {
      const threads = { main: threadCpu(process.pid), database: threadCpu(workerThread?.threadId ?? null) };
      send({ id: request.id, ok: true, value: { ...process.cpuUsage(), threads } });
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
      await bare.close();
      await server.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      send({ id: request.id, ok: true, value: null });
      process.exit(0);
    }
  } catch (error) {
    send({ id: request.id, ok: false, value: String((error as Error).stack ?? error) });
  }
}

process.on('message', (message: ChildRequest) => void handle(message));
process.on('disconnect', () => process.exit(0));
send({ id: 0, ok: true, value: { url: server.url, bareUrl: bare.url, kind: database.kind, pgliteWorker: workerThread !== null } });
