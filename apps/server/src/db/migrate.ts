import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './database.ts';

/** The migrations drizzle-kit generated (checked in), applied at boot. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
}
