import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCredentials, type ClusterCredentials } from './cluster-credentials.ts';
import { giveToClusterUser, type ClusterUser } from './cluster-user.ts';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';
import type { PostgresBinaries } from './postgres-binaries.ts';

/** initdb into a folder beside the cluster's, renamed into place when whole (an interrupted one leaves no half cluster). */
export function makeCluster(
  binaries: PostgresBinaries,
  user: ClusterUser,
  dataDir: string,
  clusterDir: string,
  credentials: ClusterCredentials,
): void {
  const building = `${clusterDir}.initdb`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { mode: 0o700 });
  const pwfile = join(building, '..', '.initdb-password');
  writeFileSync(pwfile, `${credentials.password}\n`, { mode: 0o600 });
  try {
    giveToClusterUser(building, user);
    giveToClusterUser(pwfile, user);
    // PostgreSQL's own Unicode locale (builtin C.UTF-8): lower() and the text search stemmers see
    // Cyrillic case on every platform, with no dependence on the OS's installed locales.
    const result = spawnSync(
      binaries.initdb,
      [
        '-D',
        building,
        '-U',
        credentials.user,
        `--pwfile=${pwfile}`,
        '--auth-local=scram-sha-256',
        '--auth-host=scram-sha-256',
        '-E',
        'UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      { encoding: 'utf8', ...(user.uid !== null ? { uid: user.uid, gid: user.gid! } : {}) },
    );
    if (result.status !== 0)
      throw new EmbeddedDatabaseError(
        `initdb failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout || '').trim()}`,
      );
  } finally {
    rmSync(pwfile, { force: true });
  }
  writeCredentials(dataDir, credentials);
  renameSync(building, clusterDir);
}
