import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { databaseDumpStatements, STATEMENT_BREAK } from './database-dump-statements.ts';

/**
 * The data folder of the earlier embedded default, PGlite (PostgreSQL 18.6 in WebAssembly), and the
 * one-time copy of its data into the embedded PostgreSQL.
 *
 * Why the dump is written here rather than by pg_dump: the real pg_dump is not among the embedded
 * binaries, and PGlite's own (`@electric-sql/pglite-tools` 0.4.8) names exactly PGlite 0.5.8 as its
 * peer, so npm refuses to install it beside our 0.5.16. Nor can the real server start on PGlite's
 * files: PGlite is a 32-bit build, and PostgreSQL refuses them ("initialized without
 * USE_FLOAT8_BYVAL"). So PGlite opens the folder and the statements are read from its catalogs
 * (`database-dump-statements.ts`): the objects pg_dump would write, as plain statements that
 * node-postgres sends one by one.
 */

/** The PostgreSQL major version of PGlite 0.5.x, the only one it can open. */
const PGLITE_POSTGRES_VERSION = '18';

/** Whether the folder holds a PGlite database at its root (the embedded PostgreSQL keeps its own in `postgres/`). */
export function isPgliteFolder(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/** The whole PGlite database in `dir` (schemas, the migrations table, every row, every sequence's value) as SQL. */
export async function dumpPgliteFolder(dir: string): Promise<string> {
  const version = readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim();
  if (version !== PGLITE_POSTGRES_VERSION)
    throw new Error(
      `${dir} holds a PostgreSQL ${version} database; this PGlite opens only PostgreSQL ${PGLITE_POSTGRES_VERSION}'s`,
    );
  const db = await PGlite.create(dir);
  try {
    return (await databaseDumpStatements(db)).join(STATEMENT_BREAK);
  } finally {
    await db.close();
  }
}

/** Runs a `dumpPgliteFolder` dump in the connected, empty database, all of it in one transaction. */
export async function restorePgliteDump(client: pg.ClientBase, sql: string): Promise<void> {
  await client.query('BEGIN');
  try {
    // One statement at a time: a whole database in one query would be parsed all at once.
    for (const statement of sql.split(STATEMENT_BREAK)) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
