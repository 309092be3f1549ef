import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { newCredentials, readCredentials, type ClusterCredentials } from './cluster-credentials.ts';
import { clusterUser, clusterUserReaches, giveFolderToClusterUser } from './cluster-user.ts';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';
import { liveOwner, takeDataFolder } from './game-lock.ts';
import { settleLeftovers } from './leftover-server.ts';
import { makeCluster } from './make-cluster.ts';
import { postgresBinaries, postgresVersion } from './postgres-binaries.ts';
import { reachableBinaries } from './reachable-binaries.ts';
import { spawnServer, stopServer, waitReady, type ServerProcess } from './server-process.ts';

/** The game's database in the cluster (the cluster's own `postgres` database is left to it). */
export const GAME_DATABASE = 'rol';
/** The cluster's folder inside the data folder; the credentials, the lock and the log sit beside it. */
export const CLUSTER_FOLDER = 'postgres';
/** The port number names the socket file (`.s.PGSQL.<port>`); no TCP port is opened unless asked. */
const SOCKET_PORT = 5432;

export interface EmbeddedPostgresOptions {
  /** The data folder (`DATA_DIR`, default ./data). */
  dataDir: string;
  /** Where progress lines go (the server's logger, or the console). */
  log?: (line: string) => void;
  /**
   * A throw-away cluster (the tests'): no fsync and no full-page writes, as data that dies with the
   * run needs no durability. Never for a player's data.
   */
  throwAway?: boolean;
  /** Also listen on 127.0.0.1 at this port (the tests' nginx and second nodes); default: the socket only. */
  tcpPort?: number;
  /** More `postgres -c` settings. */
  settings?: Record<string, string>;
  /**
   * Called at every start once the game's database exists, before anything uses it: moves the
   * data of the earlier embedded default into it when the folder still holds one (`pglite-upgrade.ts`).
   */
  upgrade?: (gameUrl: string, dataDir: string, log: (line: string) => void) => Promise<void>;
}

export interface EmbeddedPostgres {
  /** The game's database: `postgres://rol:…@localhost:5432/rol?host=<socket folder>`. */
  url: string;
  /** The same server's `postgres` database (tests create and drop their databases from it). */
  adminUrl: string;
  version: string;
  /** How long initdb took on this start, or null when the cluster was already there. */
  initdbMs: number | null;
  /** How long the server took to accept connections (crash recovery included). */
  startMs: number;
  /** A clean stop (fast shutdown: open transactions roll back, a checkpoint is written). */
  stop(): Promise<void>;
}

/**
 * The socket's folder: `<data>/run`, unless that path is too long for a Unix socket (107 bytes on
 * Linux, with `.s.PGSQL.5432` after it), then a folder in the temp folder named by the data folder.
 */
function socketFolderFor(dataDir: string): string {
  const own = join(dataDir, 'run');
  if (Buffer.byteLength(own) + 16 <= 100) return own;
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  return join(tmpdir(), `rol-pg-${hash}`);
}

function urlOf(credentials: ClusterCredentials, socketDir: string, port: number, database: string): string {
  return `postgres://${credentials.user}:${credentials.password}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`;
}

/**
 * Starts the embedded PostgreSQL of a data folder as a child process: makes the cluster on the first
 * start (credentials generated and kept in the folder), settles what a killed game left, refuses a
 * folder a live game owns, and runs the server as an unprivileged user when the game is root.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = takeDataFolder(dataDir);
  let server: ServerProcess | null = null;
  try {
    const user = clusterUser();
    const binaries = reachableBinaries(await postgresBinaries(), user);
    const clusterDir = join(dataDir, CLUSTER_FOLDER);
    const socketDir = socketFolderFor(dataDir);
    mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    // The folders the server works in are its user's (as root, the game still reads everything).
    giveFolderToClusterUser(dataDir, user);
    giveFolderToClusterUser(socketDir, user);
    for (const folder of [dataDir, socketDir]) {
      if (!clusterUserReaches(user, binaries.postgres, folder))
        throw new EmbeddedDatabaseError(
          `the database runs as ${user.name}, who cannot reach ${binaries.postgres} or ${folder}: keep the game and DATA_DIR outside a private home folder`,
        );
    }
    const version = postgresVersion(binaries);

    let initdbMs: number | null = null;
    let credentials = readCredentials(dataDir);
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      credentials = newCredentials();
      const began = performance.now();
      log(`database: first start, making a PostgreSQL ${version} cluster in ${clusterDir}`);
      makeCluster(binaries, user, dataDir, clusterDir, credentials);
      initdbMs = Math.round(performance.now() - began);
      log(`database: cluster made in ${(initdbMs / 1000).toFixed(1)} s`);
    } else {
      if (!credentials)
        throw new EmbeddedDatabaseError(
          `${dataDir} has a cluster but no credentials.json: restore it from your backup`,
        );
      await settleLeftovers(clusterDir, log);
    }
    const port = options.tcpPort ?? SOCKET_PORT;
    const logFile = join(dataDir, 'postgres.log');
    const adminUrl = urlOf(credentials, socketDir, port, 'postgres');
    const began = performance.now();
    const settings: Record<string, string> = {
      listen_addresses: options.tcpPort !== undefined ? '127.0.0.1' : '',
      unix_socket_directories: socketDir,
      unix_socket_permissions: '0700',
      ...(options.throwAway ? { fsync: 'off', full_page_writes: 'off', synchronous_commit: 'off' } : {}),
      ...options.settings,
    };
    server = spawnServer(binaries, user, clusterDir, port, logFile, settings);
    await waitReady(server, adminUrl, logFile, log);
    const startMs = Math.round(performance.now() - began);
    log(`database: PostgreSQL ${version} ready in ${(startMs / 1000).toFixed(1)} s (${clusterDir})`);

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [GAME_DATABASE]);
      if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${GAME_DATABASE}`);
    } finally {
      await admin.end();
    }

    const url = urlOf(credentials, socketDir, port, GAME_DATABASE);
    if (options.upgrade) await options.upgrade(url, dataDir, log);
    const running = server;
    let stopping: Promise<void> | null = null;
    return {
      url,
      adminUrl,
      version,
      initdbMs,
      startMs,
      stop: () =>
        (stopping ??= stopServer(running).finally(() => {
          release();
          log('database: stopped');
        })),
    };
  } catch (error) {
    if (server) await stopServer(server);
    release();
    throw error;
  }
}

/**
 * The game database of a folder whose game is running (for the operator's commands): its URL from
 * the credentials and socket the running game uses, or null when no live game owns the folder.
 */
export function runningGameDatabase(dataDir: string, tcpPort?: number): string | null {
  const folder = resolve(dataDir);
  if (liveOwner(folder) === null) return null;
  const credentials = readCredentials(folder);
  if (!credentials) return null;
  return urlOf(credentials, socketFolderFor(folder), tcpPort ?? SOCKET_PORT, GAME_DATABASE);
}
