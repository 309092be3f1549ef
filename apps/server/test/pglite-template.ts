import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../src/db/database.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../src/db/migrate.ts';

/** A fingerprint of the migrations, so a schema change makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  hash.update(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite data folder as a tarball, made once per schema and kept in the temp folder:
 * loading it takes well under a second where initdb and the migrations take several.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `rol-pglite-template-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const database = await createDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(database);
      if (database.kind !== 'pglite') throw new Error('expected PGlite');
      const dump = await database.client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(file)]);
}
