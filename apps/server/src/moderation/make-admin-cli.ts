import { resolve } from 'node:path';
import { createDatabase, isPostgresUrl } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { makeAdministrator } from './make-admin.ts';

/**
 * `npm run make-admin -- <player name or id>` from the repository root, with the server's
 * DATABASE_URL or DATA_DIR (stop a server on the embedded database first: PGlite has one process).
 */
const nameOrId = process.argv.slice(2).join(' ').trim();
if (nameOrId.length === 0) {
  console.error('usage: npm run make-admin -- <player name or id>');
  process.exit(2);
}
const databaseUrl = isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
const database = await createDatabase({
  databaseUrl,
  poolMax: 1,
  dataDir: resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || './data'),
});
try {
  await migrateDatabase(database);
  const result = await makeAdministrator(database.db, nameOrId, Date.now());
  if (result.ok)
    console.log(`${result.nickname} (id ${result.playerId}) is now an administrator (was ${result.from}).`);
  else if (result.problem === 'not-found') console.error(`No player named or numbered "${nameOrId}".`);
  else if (result.problem === 'guest')
    console.error(`${result.nickname} is a guest: register the account first.`);
  else console.error(`${result.nickname} already has admin access.`);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
