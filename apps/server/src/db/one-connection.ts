import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, DbOrTx } from './database.ts';

/** A database on one pinned connection → the database over the pool it came from. */
const origins = new WeakMap<DbOrTx, DbOrTx>();

/**
 * Runs a read's statements on one connection of the pool, taken once: outside a transaction every
 * statement on the pool's `Db` waits for a free connection of its own, and under load that wait,
 * paid once per statement, costs a read of four or five statements more than its statements do.
 * The connection's statements are pipelined (database.ts), so reads sent together (`together`) go
 * out in one round trip.
 *
 * `work` must use the `Db` it is given and nothing else: a second connection taken from the pool
 * while this one is held can wait forever once every connection is held that way. Statements run
 * outside a transaction (each its own snapshot), as on the pool; a transaction opened on the given
 * `Db` runs on the same connection. A `Db` that is not over a pool (a transaction) is used as it is.
 */
export async function onOneConnection<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return work(db);
  const connection = await pool.connect();
  try {
    const pinned = drizzle({ client: connection }) as unknown as Db;
    origins.set(pinned, db);
    return await work(pinned);
  } finally {
    connection.release();
  }
}

/**
 * The database a `Db` reads: the pool's for a connection `onOneConnection` pinned, else itself. Keys
 * of per-database caches (`countOnline`), so a pinned read shares what the pool's readers know.
 */
export const databaseOf = (db: DbOrTx): DbOrTx => origins.get(db) ?? db;
