import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../src/db/database.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../src/db/migrate.ts';

/** A fingerprint of the migrations, so a schema change makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  hash.update(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 12);
}

export function urlOfDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a migrated, empty database on the server of `adminUrl`, made once per schema and
 * kept: every test file clones it (`CREATE DATABASE … TEMPLATE`, a file copy) instead of running
 * the migrations again. An advisory lock keeps two test runs from making it at once.
 */
export async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `rol_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(20250115)');
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = createDatabase({ databaseUrl: urlOfDatabase(adminUrl, building), poolMax: 1 });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(20250115)').catch(() => {});
    await admin.end();
  }
}
