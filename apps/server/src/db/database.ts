import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { tagTransactions } from './pglite-prepared.ts';
import { PgliteThread } from './pglite-thread.ts';

/** The one Drizzle type the app uses, whichever database is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction on `Db`: functions that must run inside one (the ledger) take this type. */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** A database or a transaction: what queries (`verbNoun(db, params)`) accept. */
export type DbOrTx = Db | Tx;

/** The embedded database: PGlite in the server's thread, or in a worker thread of its own. */
export type PgliteClient = PGlite | PgliteThread;

export type Database =
  | { kind: 'pglite'; db: Db; client: PgliteClient; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> };

export interface DatabaseOptions {
  /** `postgres://…` or `postgresql://…`: node-postgres. Anything else (or empty) is ignored. */
  databaseUrl?: string | undefined;
  /** The embedded PGlite folder; `memory://` (the default) keeps everything in memory. */
  dataDir?: string | undefined;
  /** Start PGlite from a dump (`dumpDataDir`) instead of running initdb: tests boot faster. */
  pgliteLoadDataDir?: Blob | File | undefined;
  /** node-postgres pool size (DEFAULT_POOL_MAX). */
  poolMax?: number | undefined;
  /** PGlite in a worker thread of its own (default: env PGLITE_WORKER, see `pgliteWorkerFrom`). */
  pgliteWorker?: boolean | undefined;
}

/**
 * PGLITE_WORKER: `1` runs the embedded PGlite in a worker thread (SQL on one core, requests on the
 * other), `0` in the server's own thread; unset or empty is the default (`DEFAULT_PGLITE_WORKER`).
 */
export function pgliteWorkerFrom(value: string | undefined): boolean {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_PGLITE_WORKER;
  if (text === '1' || text === '0') return text === '1';
  throw new Error(`PGLITE_WORKER must be 0 or 1, got "${text}"`);
}

/**
 * Whether the embedded PGlite runs in a worker thread when PGLITE_WORKER is unset: not yet — the worker
 * is opt-in until the whole route suite and a 10-minute soak have passed with it (bench/README.md).
 */
export const DEFAULT_PGLITE_WORKER = false;

/**
 * PostgreSQL connections per server process (env DATABASE_POOL_MAX). Every action holds one for its
 * whole transaction, the commit's WAL flush included, so the pool bounds how many actions run at once.
 */
export const DEFAULT_POOL_MAX = 10;

/** DATABASE_POOL_MAX: unset or empty is the default; otherwise an integer from 1 to 1000. */
export function poolMaxFrom(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_POOL_MAX;
  const max = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  if (!(max >= 1 && max <= 1000))
    throw new Error(`DATABASE_POOL_MAX must be an integer from 1 to 1000, got "${text}"`);
  return max;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/**
 * Opens PostgreSQL when `databaseUrl` is a `postgres://` address, otherwise an embedded PGlite.
 *
 * Durability of PGlite in a folder: every write of its postgres goes straight to the file (Emscripten
 * NODEFS → `fs.writeSync`) and COMMIT writes the WAL before it returns (`synchronous_commit` on, the
 * default), so an answered action survives the process being killed
 * (`test/reliability/crash-safety.route.test.ts`). PGlite never fsyncs (it starts postgres with `-F` and
 * NODEFS has no fsync), so a crash of the machine itself may lose the last writes. Never turn
 * `synchronous_commit` off here: single-user PGlite has no WAL writer, so async commits stay in its
 * memory until the WAL buffers fill, and a killed server loses them (in the crash test: every write).
 */
/**
 * PGlite runs every query synchronously (WebAssembly) behind one FIFO lock, and hands the lock on
 * through promises: with many requests waiting, the whole queue ran as one chain of microtasks and
 * the event loop read no socket, accepted no connection and fired no timer for seconds (the soak:
 * event-loop lag 1–5 s, new connections waiting 30 s to be accepted, client timeouts). Each turn at
 * the lock now first lets the event loop run once (setImmediate), so I/O interleaves with the queue.
 */
function yieldEachTurn(client: PGlite): void {
  const turns: PgliteTurns = { waiting: 0, running: 0 };
  turnsOf.set(client, turns);
  const run = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(turn: () => Promise<T>) => {
    turns.waiting += 1;
    return run(async () => {
      turns.waiting -= 1;
      turns.running += 1;
      try {
        await new Promise<void>((resolve) => setImmediate(resolve));
        return await turn();
      } finally {
        turns.running -= 1;
      }
    });
  };
}

/** Transactions at a PGlite's lock: waiting for it, and running (the metrics' pool figures on PGlite). */
export interface PgliteTurns {
  waiting: number;
  running: number;
}
const turnsOf = new WeakMap<PGlite, PgliteTurns>();

/** The transaction turns of a PGlite opened by createDatabase. */
export function pgliteTurns(client: PgliteClient): PgliteTurns | undefined {
  return client instanceof PgliteThread ? client.turns : turnsOf.get(client);
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? DEFAULT_POOL_MAX,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  if (options.pgliteWorker ?? pgliteWorkerFrom(process.env['PGLITE_WORKER'])) {
    const template = await options.pgliteLoadDataDir?.arrayBuffer();
    const thread = new PgliteThread(dataDir, template);
    await thread.waitReady;
    tagTransactions(thread);
    const db = drizzlePglite({ client: thread as unknown as PGlite }) as unknown as Db;
    return { kind: 'pglite', db, client: thread, close: () => thread.close() };
  }
  const client = new PGlite(
    dataDir,
    options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {},
  );
  await client.waitReady;
  yieldEachTurn(client);
  tagTransactions(client);
  const db = drizzlePglite({ client }) as unknown as Db;
  return { kind: 'pglite', db, client, close: () => client.close() };
}
