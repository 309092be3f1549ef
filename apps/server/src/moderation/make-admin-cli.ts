import { resolve } from 'node:path';
import { createDatabase, isPostgresUrl } from '../db/database.ts';
import { EmbeddedDatabaseError } from '../db/embedded/embedded-database-error.ts';
import {
  runningGameDatabase,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../db/embedded/embedded-postgres.ts';
import { upgradeFromPglite } from '../db/embedded/pglite-upgrade.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { makeAdministrator } from './make-admin.ts';

/**
 * `npm run make-admin -- <player name or id>` from the repository root, with the server's
 * DATABASE_URL or DATA_DIR. On the embedded database it reaches the same PostgreSQL server the game
 * uses: the running game's, through its socket (the new role counts at the player's next call), or,
 * when no game runs on the folder, a server started for the moment and stopped again.
 */
const nameOrId = process.argv.slice(2).join(' ').trim();
if (nameOrId.length === 0) {
  console.error('usage: npm run make-admin -- <player name or id>');
  process.exit(2);
}
const ownUrl = isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || './data');
const quiet = () => {};

let embedded: EmbeddedPostgres | null = null;
let url = ownUrl ?? runningGameDatabase(dataDir);
if (!url) {
  try {
    embedded = await startEmbeddedPostgres({ dataDir, log: quiet, upgrade: upgradeFromPglite });
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  url = embedded.url;
}
const database = createDatabase({ databaseUrl: url, poolMax: 1 });
try {
  // A running game has migrated its database; a database opened here may be new or older.
  if (ownUrl || embedded) await migrateDatabase(database);
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
  await embedded?.stop();
}
