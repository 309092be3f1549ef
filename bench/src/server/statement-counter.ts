// Statements per call, counted in the server process (BENCH_STATEMENTS=1, `--statements`): every
// request the load generator names (the `x-bench-call` header) runs in its own async context, and
// every statement node-postgres sends from that context (a round trip: BEGIN and COMMIT included) is
// counted to the call. Independent of the machine's load: the same call sends the same statements
// however busy the cores are. Statements PostgreSQL runs inside triggers are not round trips and are
// not counted here (pg_stat_statements on `--pg`'s cluster counts them per round).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import http from 'node:http';
import { join } from 'node:path';

/** Per call name: requests answered and statements sent for them. */
export type StatementCounts = Record<string, { calls: number; statements: number }>;

export const CALL_HEADER = 'x-bench-call';

const COUNTED = Symbol('bench.counted');

interface QueryFn {
  (this: unknown, ...args: unknown[]): unknown;
}

/** Counts statements per named call of the server whose `pg` is resolved from `serverRoot`. */
export function installStatementCounter(serverRoot: string): { take(): StatementCounts } {
  const storage = new AsyncLocalStorage<{ count: number }>();
  let counts: StatementCounts = {};
  const require = createRequire(join(serverRoot, 'apps/server/package.json'));
  const pg = require('pg') as {
    Client: { prototype: { query: QueryFn } };
    Pool: { prototype: { query: QueryFn } };
  };

  const emit = http.Server.prototype.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
    const name = req.headers[CALL_HEADER];
    if (typeof name !== 'string') return emit.call(this, event, ...args);
    const store = { count: 0 };
    res.once('finish', () => {
      const entry = (counts[name] ??= { calls: 0, statements: 0 });
      entry.calls += 1;
      entry.statements += store.count;
    });
    return storage.run(store, () => emit.call(this, event, ...args));
  } as typeof http.Server.prototype.emit;

  // A pool's query is counted where it is asked for; the client query it makes then is marked, as it
  // may run in another request's context (a waiting query is handed the client another one released).
  const countPoolQuery = (original: QueryFn): QueryFn =>
    function (this: unknown, config: unknown, ...rest: unknown[]) {
      const store = storage.getStore();
      if (store) store.count += 1;
      const marked =
        typeof config === 'string'
          ? { text: config, [COUNTED]: true }
          : config && typeof config === 'object' && Object.getPrototypeOf(config) === Object.prototype
            ? { ...(config as object), [COUNTED]: true }
            : config;
      return original.call(this, marked, ...rest);
    };
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
    const store = storage.getStore();
    if (store && !(config && typeof config === 'object' && COUNTED in config)) store.count += 1;
    return clientQuery.call(this, config, ...rest);
  };
  pg.Pool.prototype.query = countPoolQuery(pg.Pool.prototype.query);

  return {
    take() {
      const taken = counts;
      counts = {};
      return taken;
    },
  };
}
