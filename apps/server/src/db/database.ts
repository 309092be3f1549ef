import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { deferBeginOf } from './pipelined-begin.ts';

/** The one Drizzle type the app uses. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction on `Db`: functions that must run inside one (the ledger) take this type. */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** A database or a transaction: what queries (`verbNoun(db, params)`) accept. */
export type DbOrTx = Db | Tx;

/** A PostgreSQL database through node-postgres's pool: the embedded default's or one of your own. */
export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Ends the pool (a server the game started itself is stopped by its owner, `startServer`). */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` or `postgresql://…` (a Unix socket: `?host=/its/folder`). */
  databaseUrl: string;
  /** node-postgres pool size (DEFAULT_POOL_MAX). */
  poolMax?: number | undefined;
}

/**
 * PostgreSQL connections per server process (env DATABASE_POOL_MAX): twice this machine's cores and
 * one more, at least 4 (5 on 2 cores). Every action holds one for its whole transaction, the
 * commit's WAL flush included, so the pool bounds how many actions run at once. More connections
 * than the cores can serve only make them take turns inside PostgreSQL, holding row locks while
 * they wait for a core: on 2 cores, at 200 players, the arena's and the clans' rounds (calls that wait
 * on row locks) answered with about half the p99 at 5 connections than at 10 (bench/README.md, "a
 * seventh attempt"). The database's machine is the one that counts: with PostgreSQL elsewhere, set
 * DATABASE_POOL_MAX from its cores.
 */
export const DEFAULT_POOL_MAX = poolMaxForCores(availableParallelism());

/** Twice the cores and one more, at least 4. */
export function poolMaxForCores(cores: number): number {
  return Math.max(4, 2 * cores + 1);
}

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

/** Opens a pool on `databaseUrl`. */
export function createDatabase(options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolMax ?? DEFAULT_POOL_MAX,
    // Queries are written as they are asked for: a transaction's BEGIN goes out with its first
    // statement (pipelined-begin.ts).
    pipeline: true,
  });
  pool.on('connect', deferBeginOf);
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzle({ client: pool }) as unknown as Db;
  return { db, pool, close: () => pool.end() };
}
