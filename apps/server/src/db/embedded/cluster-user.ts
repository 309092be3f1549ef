import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Who the database server runs as: PostgreSQL refuses to run as root. */
export interface ClusterUser {
  /** Null when the game itself is not root: the server runs as the game's own user. */
  uid: number | null;
  gid: number | null;
  name: string;
}

/** The unprivileged account made for the embedded database when the game runs as root. */
export const CLUSTER_USER_NAME = 'rol-postgres';

function lookUp(name: string): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * As root (containers, CI), the server runs as `rol-postgres`, made once as a system account with
 * no login shell and no home; as anybody else, as that same user.
 */
export function clusterUser(): ClusterUser {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0)
    return { uid: null, gid: null, name: process.env.USER ?? 'the current user' };
  let ids = lookUp(CLUSTER_USER_NAME);
  if (!ids) {
    execFileSync(
      'useradd',
      [
        '--system',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        CLUSTER_USER_NAME,
      ],
      {
        stdio: 'ignore',
      },
    );
    ids = lookUp(CLUSTER_USER_NAME);
    if (!ids)
      throw new Error(`could not make the system user ${CLUSTER_USER_NAME} for the embedded database`);
  }
  return { ...ids, name: CLUSTER_USER_NAME };
}

/** Gives `path` and everything under it to the cluster's user (a no-op when the game is not root). */
export function giveToClusterUser(path: string, user: ClusterUser): void {
  if (user.uid === null || user.gid === null) return;
  const walk = (entry: string) => {
    chownSync(entry, user.uid!, user.gid!);
    if (statSync(entry).isDirectory()) for (const name of readdirSync(entry)) walk(join(entry, name));
  };
  walk(path);
}

/** Gives one folder (not what it holds) to the cluster's user. */
export function giveFolderToClusterUser(path: string, user: ClusterUser): void {
  if (user.uid !== null && user.gid !== null) chownSync(path, user.uid, user.gid);
}

/** Whether the cluster's user can run `program` (`postgres --version` as that user). */
export function clusterUserCanRun(user: ClusterUser, program: string): boolean {
  if (user.uid === null) return true;
  const result = spawnSync(program, ['--version'], { uid: user.uid, gid: user.gid!, stdio: 'ignore' });
  return result.status === 0;
}

/**
 * Whether the cluster's user can run `program` and write in `folder`: as root, a folder under a
 * private home (`/root/…`) is out of its reach, and postgres would fail with a vaguer message.
 */
export function clusterUserReaches(user: ClusterUser, program: string, folder: string): boolean {
  if (user.uid === null) return true;
  const result = spawnSync(
    '/bin/sh',
    ['-c', 'test -x "$0" && test -w "$1" && test -x "$1"', program, folder],
    {
      uid: user.uid,
      gid: user.gid!,
      stdio: 'ignore',
    },
  );
  return result.status === 0;
}
