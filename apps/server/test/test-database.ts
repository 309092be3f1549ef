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

/** A fresh database on the TEST_DATABASE_URL server: CREATE DATABASE with a random name, DROP at the end. */
async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `rol_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), poolMax: 8 });
  await migrateDatabase(database);
  return {
    database,
    async dispose() {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
