import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPostgresCluster } from './postgres-cluster.ts';

export interface BenchDatabase {
  url: string;
  /** Where it came from: a throw-away cluster, or a fresh database on the given server. */
  origin: 'throw-away cluster' | 'BENCH_DATABASE_URL';
  /** How the server reaches it, for the results: `Unix socket (…)` or `TCP (host:port)`. */
  transport: string;
  /** CPU time so far of the database's processes, µs; null when the bench did not start them. */
  cpuMicros: (() => number) | null;
  dispose(): Promise<void>;
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const URL_PARTS = /^(postgres(?:ql)?:\/\/[^/?#]*)(\/[^?#]*)?(.*)$/s;

/**
 * The same server address naming another database. Done on the text: `new URL` rejects the socket
 * form node-postgres accepts (`postgres://user@/db?host=/run/postgresql`: credentials, empty host).
 */
export function withDatabaseName(url: string, name: string): string {
  const parts = URL_PARTS.exec(url);
  if (!parts) throw new Error('the PostgreSQL address must start with postgres:// or postgresql://');
  return `${parts[1]}/${name}${parts[3]}`;
}

/**
 * How node-postgres will reach the server at `url` (as pg-connection-string reads it): a `host`
 * query parameter wins over the address's host; a host starting with `/` is a Unix socket folder;
 * no host at all is node-postgres's default, localhost over TCP (PGHOST aside).
 */
export function transportOf(url: string): string {
  const parts = URL_PARTS.exec(url);
  if (!parts) return 'unknown';
  const authority = parts[1]!.replace(/^postgres(?:ql)?:\/\//, '');
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  const query = new URLSearchParams(/\?([^#]*)/.exec(parts[3] ?? '')?.[1] ?? '');
  const portMatch = /:(\d+)$/.exec(hostPort);
  const host = query.get('host') ?? decodeURIComponent(portMatch ? hostPort.slice(0, portMatch.index) : hostPort);
  const port = query.get('port') ?? portMatch?.[1] ?? '5432';
  if (host.startsWith('/')) return `Unix socket (${host}, port ${port})`;
  return `TCP (${host || 'localhost'}:${port})`;
}

/**
 * PostgreSQL for the bench: with a server URL, a fresh `rol_bench_<random>` database on it (dropped
 * afterwards), reached as that URL says; without, a throw-away PostgreSQL 15 cluster (stopped and
 * deleted afterwards) reached through its Unix socket, or over loopback TCP with `tcp`.
 */
export async function openBenchPostgres(serverUrl: string | null, options: { tcp?: boolean } = {}): Promise<BenchDatabase> {
  if (serverUrl) {
    const name = `rol_bench_${randomBytes(5).toString('hex')}`;
    await admin(serverUrl, `CREATE DATABASE ${name}`);
    const url = withDatabaseName(serverUrl, name);
    return {
      url,
      origin: 'BENCH_DATABASE_URL',
      transport: transportOf(url),
      cpuMicros: null,
      dispose: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const cluster = await startPostgresCluster();
  const url = options.tcp ? cluster.tcpUrl : cluster.socketUrl;
  return {
    url,
    origin: 'throw-away cluster',
    transport: transportOf(url),
    cpuMicros: cluster.cpuMicros,
    dispose: async () => cluster.stop(),
  };
}
