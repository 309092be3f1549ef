import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/database.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the database and drops it. */
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

/** The PostgreSQL server of the tests (the global set-up's, `postgres-global-setup.ts`). */
export function testAdminUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || !/^postgres(ql)?:\/\//.test(adminUrl))
    throw new Error(
      'no TEST_DATABASE_URL: run the tests through vitest, whose global set-up starts a PostgreSQL',
    );
  return adminUrl;
}

/**
 * A fresh, migrated database of its own: a clone of the template the global set-up made
 * (TEST_TEMPLATE_DATABASE), a file copy instead of running every migration again.
 */
export async function clonedTestDatabase(prefix = 'rol_test'): Promise<ScratchPostgres> {
  const adminUrl = testAdminUrl();
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!template)
    throw new Error('no TEST_TEMPLATE_DATABASE: the global set-up (postgres-global-setup.ts) did not run');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A fresh database of this test file (`clonedTestDatabase`), dropped by `dispose`. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const scratch = await clonedTestDatabase();
  const database = createDatabase({ databaseUrl: scratch.url, poolMax: 8 });
  return {
    database,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}
