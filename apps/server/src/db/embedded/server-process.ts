import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import pg from 'pg';
import type { ClusterUser } from './cluster-user.ts';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';
import type { PostgresBinaries } from './postgres-binaries.ts';

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** The postgres child process of a running embedded server. */
export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts `postgres` on the cluster with these `-c` settings, its output appended to `logFile`. */
export function spawnServer(
  binaries: PostgresBinaries,
  user: ClusterUser,
  clusterDir: string,
  port: number,
  logFile: string,
  settings: Record<string, string>,
): ServerProcess {
  const args = ['-D', clusterDir, '-p', String(port)];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  const logFd = openSync(logFile, 'a', 0o600);
  try {
    // Its own process group: a Ctrl-C reaches the game, which finishes its answers and then stops
    // the database, rather than both at once.
    const child = spawn(binaries.postgres, args, {
      detached: true,
      stdio: ['ignore', logFd, logFd],
      ...(user.uid !== null ? { uid: user.uid, gid: user.gid! } : {}),
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    return { child, exited };
  } finally {
    closeSync(logFd);
  }
}

/** Waits until the server accepts connections at `url` (crash recovery may take a while). */
export async function waitReady(
  server: ServerProcess,
  url: string,
  logFile: string,
  log: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  let told = false;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new EmbeddedDatabaseError(
        `the database server stopped at start (${server.child.exitCode ?? server.child.signalCode}):\n${tail(logFile)}`,
      );
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      // not accepting connections yet: starting, or recovering after a crash
    } finally {
      await client.end().catch(() => {});
    }
    if (!told && Date.now() - started > 5000) {
      log('database: still starting (recovering after an unclean stop takes a while on a big folder)');
      told = true;
    }
    await sleep(50);
  }
}

/** A fast shutdown: open transactions roll back, a checkpoint is written; SIGQUIT after a minute. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGINT');
  const timer = setTimeout(() => server.child.kill('SIGQUIT'), 60_000);
  await server.exited;
  clearTimeout(timer);
}
