// Statements per call, counted in the server process (BENCH_STATEMENTS=1, `--statements`): every
// request the load generator names (the `x-bench-call` header) runs in its own async context, and
// every statement node-postgres sends from that context (a round trip: BEGIN and COMMIT included) is
// counted to the call. Independent of the machine's load: the same call sends the same statements
// however busy the cores are. Statements PostgreSQL runs inside triggers are not round trips and are
// not counted here (pg_stat_statements on `--pg`'s cluster counts them per round).
import { AsyncLocalStorage } from 'node:async_hooks';
import diagnostics from 'node:diagnostics_channel';
import { createRequire } from 'node:module';
import http from 'node:http';
import { join } from 'node:path';

/**
 * Per call name: requests answered, statements sent for them, and the time from the request's
 * arrival to its answer's end in this process, of which waiting on outbound HTTP calls (a platform's
 * API through undici, to the answer's end) and how many such calls.
 */
export type StatementCounts = Record<
  string,
  {
    calls: number;
    statements: number;
    roundTrips: number;
    serverMs: number;
    outboundMs: number;
    outbound: number;
    poolMs: number;
    /** Statements sent without a prepared statement's name: their SQL was built for this call. */
    unprepared: number;
  }
>;

interface CallStore {
  count: number;
  /** Statements sent while the connection had no other one waiting for its answer. */
  roundTrips: number;
  outboundMs: number;
  outbound: number;
  /** Time spent waiting for one of the pool's PostgreSQL connections. */
  poolMs: number;
  unprepared: number;
}

export const CALL_HEADER = 'x-bench-call';

const COUNTED = Symbol('bench.counted');

interface QueryFn {
  (this: unknown, ...args: unknown[]): unknown;
}

/** A statement sent under a prepared statement's name (its SQL built once), or a transaction's own. */
function isPrepared(config: unknown): boolean {
  if (config && typeof config === 'object' && typeof (config as { name?: unknown }).name === 'string') return true;
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text);
}

/** Counts statements per named call of the server whose `pg` is resolved from `serverRoot`. */
export function installStatementCounter(serverRoot: string): { take(): StatementCounts } {
  const storage = new AsyncLocalStorage<CallStore>();
  let counts: StatementCounts = {};
  const require = createRequire(join(serverRoot, 'apps/server/package.json'));
  const pg = require('pg') as {
    Client: { prototype: { query: QueryFn } };
    Pool: { prototype: { query: QueryFn; connect: QueryFn } };
  };

  const emit = http.Server.prototype.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
    const name = req.headers[CALL_HEADER];
    if (typeof name !== 'string') return emit.call(this, event, ...args);
    const store: CallStore = { count: 0, roundTrips: 0, outboundMs: 0, outbound: 0, poolMs: 0, unprepared: 0 };
    const started = performance.now();
    res.once('finish', () => {
      const entry = (counts[name] ??= {
        calls: 0,
        statements: 0,
        roundTrips: 0,
        serverMs: 0,
        outboundMs: 0,
        outbound: 0,
        unprepared: 0,
        poolMs: 0,
      });
      entry.calls += 1;
      entry.statements += store.count;
      entry.roundTrips += store.roundTrips;
      entry.serverMs += performance.now() - started;
      entry.outboundMs += store.outboundMs;
      entry.outbound += store.outbound;
      entry.unprepared += store.unprepared;
      entry.poolMs += store.poolMs;
    });
    return storage.run(store, () => emit.call(this, event, ...args));
  } as typeof http.Server.prototype.emit;

  // A pool's query is counted where it is asked for; the client query it makes then is marked, as it
  // may run in another request's context (a waiting query is handed the client another one released).
  const countPoolQuery = (original: QueryFn): QueryFn =>
    function (this: unknown, config: unknown, ...rest: unknown[]) {
      const store = storage.getStore();
      // A lone query on a connection of its own: one round trip.
      if (store) {
        store.count += 1;
        store.roundTrips += 1;
      }
      const marked =
        typeof config === 'string'
          ? { text: config, [COUNTED]: true }
          : config && typeof config === 'object' && Object.getPrototypeOf(config) === Object.prototype
            ? { ...(config as object), [COUNTED]: true }
            : config;
      return original.call(this, marked, ...rest);
    };
  // A statement sent while its connection waits for no other answer starts a round trip; one sent
  // behind another (a pipelined BEGIN's first statement, pieces sent together) rides on it.
  const clientQuery = pg.Client.prototype.query;
  const waiting = new WeakMap<object, number>();
  pg.Client.prototype.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
    const client = this as object;
    const store = storage.getStore();
    if (store && !(config && typeof config === 'object' && COUNTED in config)) {
      store.count += 1;
      if (!waiting.get(client)) store.roundTrips += 1;
      if (!isPrepared(config)) store.unprepared += 1;
    }
    waiting.set(client, (waiting.get(client) ?? 0) + 1);
    const answered = () => waiting.set(client, (waiting.get(client) ?? 1) - 1);
    const last = rest.length - 1;
    if (typeof rest[last] === 'function') {
      const callback = rest[last] as (...a: unknown[]) => unknown;
      rest[last] = (...args: unknown[]) => {
        answered();
        return callback(...args);
      };
      return clientQuery.call(this, config, ...rest);
    }
    const result = clientQuery.call(this, config, ...rest);
    if (result instanceof Promise) result.then(answered, answered);
    else answered();
    return result;
  };
  pg.Pool.prototype.query = countPoolQuery(pg.Pool.prototype.query);

  // The wait for a connection (a transaction's, or a lone query's inside pool.query): the pool's
  // size bounds how many calls reach PostgreSQL at once, and a call waits here when all are held.
  const connect = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function (this: unknown, callback?: unknown) {
    const store = storage.getStore();
    if (!store) return connect.call(this, callback);
    const started = performance.now();
    const took = () => (store.poolMs += performance.now() - started);
    if (typeof callback === 'function')
      return connect.call(this, (...args: unknown[]) => {
        took();
        return (callback as (...a: unknown[]) => unknown)(...args);
      });
    return (connect.call(this) as Promise<unknown>).then(
      (client) => (took(), client),
      (error: unknown) => {
        took();
        throw error;
      },
    );
  };

  // The platforms' APIs are called through undici (the server's `request`, or the global fetch of
  // older code, which is undici too): each call's wait, from its creation to its answer's end, is
  // timed to the request that made it, through undici's diagnostics channels.
  const outbound = new WeakMap<object, { store: CallStore; started: number }>();
  diagnostics.subscribe('undici:request:create', (message) => {
    const store = storage.getStore();
    if (store) outbound.set((message as { request: object }).request, { store, started: performance.now() });
  });
  const ended = (message: unknown) => {
    const request = (message as { request: object }).request;
    const call = outbound.get(request);
    if (!call) return;
    outbound.delete(request);
    call.store.outboundMs += performance.now() - call.started;
    call.store.outbound += 1;
  };
  diagnostics.subscribe('undici:request:trailers', ended);
  diagnostics.subscribe('undici:request:error', ended);

  return {
    take() {
      const taken = counts;
      counts = {};
      return taken;
    },
  };
}
