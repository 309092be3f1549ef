import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * The embedded PGlite run in a worker thread (`pglite-worker.mjs`), seen from the server's thread
 * through the part of PGlite's interface the app uses (`query`, `exec`, `transaction`, `dumpDataDir`,
 * `close`), so Drizzle's PGlite driver runs on it unchanged. SQL then runs on one core while request
 * handling runs on the other; each statement is one message each way.
 *
 * One transaction at a time, as on PGlite itself: a FIFO lock here is held by a transaction from its
 * BEGIN to its COMMIT or ROLLBACK (a statement outside one holds it for itself), so a player's row
 * lock means what it does on PostgreSQL, and the worker only ever sees the statements of the holder.
 * A transaction's BEGIN travels with its first statement. Acknowledged writes are as safe as in the
 * server's thread: the worker answers a COMMIT after PostgreSQL wrote its WAL (`database.ts`).
 */

type Parser = (value: string, typeId?: number) => unknown;

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: { name: string; message: string; stack?: string; fields: Record<string, unknown> };
}

/** A transaction's statements as the app gives them (a PGlite `Transaction`). */
export type PgliteThreadTransaction = Pick<Transaction, 'query' | 'exec' | 'rollback' | 'closed'>;

/** Transactions at the lock: waiting for it, and running (the metrics' pool figures on PGlite). */
export interface LockTurns {
  waiting: number;
  running: number;
}

/**
 * The options a worker can be sent: functions cannot cross threads, so the parsers given (Drizzle's
 * PGlite driver gives parsers that keep dates, timestamps and intervals as PostgreSQL's text) must
 * each hand the text back unchanged; the worker applies that to the same types.
 */
export function workerOptions(options: QueryOptions | undefined): Record<string, unknown> | undefined {
  if (!options) return undefined;
  const out: Record<string, unknown> = {};
  if (options.rowMode) out['rowMode'] = options.rowMode;
  if (options.paramTypes) out['paramTypes'] = options.paramTypes;
  if (options.serializers || options.blob || options.onNotice)
    throw new Error('PGlite thread: serializers, blob and onNotice are not supported');
  const parsers = options.parsers as Record<string, Parser> | undefined;
  if (parsers) {
    const textOids = Object.keys(parsers).map(Number);
    for (const oid of textOids) {
      if (parsers[oid]!('2000-01-01 00:00:00', oid) !== '2000-01-01 00:00:00')
        throw new Error(`PGlite thread: the parser of type ${oid} must return the text unchanged`);
    }
    out['textOids'] = textOids;
  }
  return out;
}

function errorFrom(reply: Reply): Error {
  const error = new Error(reply.error?.message ?? 'PGlite thread error');
  Object.assign(error, reply.error?.fields ?? {});
  if (reply.error?.name) error.name = reply.error.name;
  return error;
}

export class PgliteThread {
  readonly turns: LockTurns = { waiting: 0, running: 0 };
  /** The kernel's id of the worker thread (its CPU time is /proc/self/task/<id>/stat), or null. */
  threadId: number | null = null;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  #tail: Promise<void> = Promise.resolve();
  #ready: Promise<void>;
  #failed: Error | null = null;

  constructor(dataDir: string, loadDataDir?: ArrayBuffer) {
    this.#worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, loadDataDir },
      ...(loadDataDir ? { transferList: [loadDataDir] } : {}),
    });
    // Only waiting answers keep the process alive, as an open PGlite in the server's thread does not.
    this.#worker.unref();
    this.#ready = new Promise((resolve, reject) => {
      this.#pending.set(0, {
        resolve: (value) => {
          this.threadId = (value as { threadId: number | null }).threadId;
          resolve();
        },
        reject,
      });
    });
    this.#worker.ref();
    this.#worker.on('message', (reply: Reply) => {
      const waiter = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) this.#worker.unref();
      if (reply.ok) waiter?.resolve(reply.value);
      else waiter?.reject(errorFrom(reply));
    });
    const fail = (error: Error) => {
      this.#failed = error;
      for (const waiter of this.#pending.values()) waiter.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`the PGlite thread exited (${code})`)));
  }

  get waitReady(): Promise<void> {
    return this.#ready;
  }

  #send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#failed) return Promise.reject(this.#failed);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  /** Runs `turn` holding the lock, after every turn queued before it. */
  #exclusive<T>(turn: () => Promise<T>): Promise<T> {
    this.turns.waiting += 1;
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => (release = resolve));
    return previous.then(async () => {
      this.turns.waiting -= 1;
      this.turns.running += 1;
      try {
        return await turn();
      } finally {
        this.turns.running -= 1;
        release();
      }
    });
  }

  #query<T>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined, begin = false) {
    const message = { op: 'query', text, params: params ?? [], options: workerOptions(options), begin };
    return this.#send<Results<T>>(message);
  }

  #exec(text: string, options: QueryOptions | undefined, begin = false) {
    return this.#send<Results[]>({ op: 'exec', text, options: workerOptions(options), begin });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#exclusive(() => this.#query<T>(text, params, options));
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exclusive(() => this.#exec(text, options));
  }

  /** As PGlite's `transaction`: committed when `callback` resolves, rolled back when it throws. */
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      let begun = false;
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
        const begin = !begun;
        begun = true;
        return begin;
      };
      const tx: PgliteThreadTransaction = {
        query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
          this.#query<R>(text, params, options, open()),
        exec: (text: string, options?: QueryOptions) => this.#exec(text, options, open()),
        rollback: async () => {
          const begin = open();
          closed = true;
          if (!begin) await this.#exec('ROLLBACK', undefined);
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          if (begun) {
            const [done] = await this.#exec('COMMIT', undefined);
            if ((done as { command?: string } | undefined)?.command === 'ROLLBACK')
              throw new Error('Transaction was rolled back instead of committed');
          }
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          if (begun) await this.#exec('ROLLBACK', undefined);
        }
        throw error;
      }
    });
  }

  /** The data folder as a tarball (test templates). */
  dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return this.#exclusive(async () => {
      const bytes = await this.#send<Uint8Array<ArrayBuffer>>({ op: 'dump', compression });
      return new Blob([bytes]);
    });
  }

  async close(): Promise<void> {
    if (this.#failed) return;
    try {
      await this.#exclusive(() => this.#send({ op: 'close' }));
    } finally {
      this.#failed = new Error('the PGlite thread is closed');
      await this.#worker.terminate();
    }
  }
}
