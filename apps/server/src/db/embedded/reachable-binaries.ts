import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { clusterUserCanRun, type ClusterUser } from './cluster-user.ts';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';
import type { PostgresBinaries } from './postgres-binaries.ts';

/** Opens every folder for reading and listing, and every file for reading (what `cp` under a private folder may lack). */
function openForAll(path: string): void {
  const stat = statSync(path);
  chmodSync(path, stat.isDirectory() || (stat.mode & 0o111) !== 0 ? 0o755 : 0o644);
  if (stat.isDirectory()) for (const entry of readdirSync(path)) openForAll(join(path, entry));
}

/**
 * The binaries as the database's own user can run them. As root, the game may be installed under a
 * private home (`/root/…`) that the unprivileged `rol-postgres` cannot enter: then the whole
 * PostgreSQL folder (programs, libraries, share; about 60 MB) is copied once into the temp folder,
 * named by its source, and run from there.
 */
export function reachableBinaries(binaries: PostgresBinaries, user: ClusterUser): PostgresBinaries {
  if (user.uid === null || clusterUserCanRun(user, binaries.postgres)) return binaries;
  // …/native/bin/postgres: the folder to copy is `native`, with bin/, lib/ and share/ beside each other.
  const native = dirname(dirname(binaries.postgres));
  const hash = createHash('sha256').update(native).digest('hex').slice(0, 12);
  const copy = join(tmpdir(), `rol-postgres-${hash}`);
  const moved = (program: string) => join(copy, relative(native, program));
  const copied = { initdb: moved(binaries.initdb), postgres: moved(binaries.postgres) };
  if (!existsSync(copied.postgres) || !clusterUserCanRun(user, copied.postgres)) {
    const building = `${copy}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    cpSync(native, building, { recursive: true, verbatimSymlinks: true });
    openForAll(building);
    rmSync(copy, { recursive: true, force: true });
    renameSync(building, copy);
  }
  if (!clusterUserCanRun(user, copied.postgres))
    throw new EmbeddedDatabaseError(
      `the database runs as ${user.name}, who cannot run ${basename(copied.postgres)} even from ${copy}`,
    );
  return copied;
}
