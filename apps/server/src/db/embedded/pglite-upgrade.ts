import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import pg from 'pg';
import { dumpPgliteFolder, isPgliteFolder, restorePgliteDump } from './pglite-folder.ts';

/** What the embedded PostgreSQL keeps in the data folder: everything else there is the earlier PGlite's. */
const OWN_ENTRIES = new Set([
  'postgres',
  'postgres.initdb',
  'run',
  'credentials.json',
  'game.pid',
  'postgres.log',
  '.initdb-password',
]);

/** `<data>-pglite-backup`, or `-2`, `-3`, … when an earlier upgrade left one. */
function backupFolderFor(dataDir: string): string {
  const base = join(dirname(dataDir), `${basename(dataDir)}-pglite-backup`);
  let candidate = base;
  for (let n = 2; existsSync(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * The one-time move from the earlier embedded default (PGlite, whose files sat at the data folder's
 * root) into the embedded PostgreSQL, run at start once the game's database exists and before it is
 * migrated. The data is dumped with PGlite and restored in one transaction; only after that commits
 * are PGlite's files moved aside into `<data>-pglite-backup`, untouched. A game killed on the way
 * finds the PGlite files still there at its next start: an empty game database means the restore
 * never committed and runs again, a full one means only the move aside is left.
 */
export async function upgradeFromPglite(
  gameUrl: string,
  dataDir: string,
  log: (line: string) => void,
): Promise<void> {
  if (!isPgliteFolder(dataDir)) return;
  const client = new pg.Client({ connectionString: gameUrl });
  await client.connect();
  try {
    const tables = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    if (tables.rows[0]!.n === 0) {
      log(
        'database: this folder holds the earlier embedded database (PGlite): moving its data into PostgreSQL, once',
      );
      const began = performance.now();
      const dump = await dumpPgliteFolder(dataDir);
      await restorePgliteDump(client, dump);
      log(`database: the data moved into PostgreSQL in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    }
  } finally {
    await client.end();
  }
  const backup = backupFolderFor(dataDir);
  mkdirSync(backup, { mode: 0o700 });
  for (const entry of readdirSync(dataDir)) {
    if (!OWN_ENTRIES.has(entry)) renameSync(join(dataDir, entry), join(backup, entry));
  }
  writeFileSync(
    join(backup, 'README.txt'),
    `The game's data as the earlier embedded database (PGlite) kept it, moved aside on ${new Date().toISOString()}\n` +
      `after its data was copied into the embedded PostgreSQL of ${dataDir}. Nothing reads it any more:\n` +
      'delete this folder once the game runs well on the new database.\n',
  );
  log(`database: the earlier PGlite folder is kept, untouched, in ${backup}; delete it once you are content`);
}
