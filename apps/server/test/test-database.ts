import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An empty database of its own on the PostgreSQL server of `adminUrl`. */
export interface ScratchPostgres {
  url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/** CREATE DATABASE `<prefix>_<random>` on the server of `adminUrl` (not migrated). */
export async function scratchPostgresDatabase(
  adminUrl: string,
  prefix = 'rol_test',
): Promise<ScratchPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A fresh, migrated database on the TEST_DATABASE_URL server, dropped by `dispose`. */
async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const scratch = await scratchPostgresDatabase(adminUrl);
  const database = await createDatabase({ databaseUrl: scratch.url, poolMax: 8 });
  await migrateDatabase(database);
  return {
    database,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** An in-memory PGlite by default; a fresh PostgreSQL database when TEST_DATABASE_URL=postgres://… is set. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl && /^postgres(ql)?:\/\//.test(adminUrl)) return freshPostgres(adminUrl);
  const database = await createDatabase({
    dataDir: 'memory://',
    pgliteLoadDataDir: await migratedPgliteTemplate(),
  });
  return { database, dispose: () => database.close() };
}
