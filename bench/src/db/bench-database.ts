import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPostgresCluster } from './postgres-cluster.ts';

export interface BenchDatabase {
  url: string;
  /** Where it came from: a throw-away cluster, or a fresh database on the given server. */
  origin: 'throw-away cluster' | 'BENCH_DATABASE_URL';
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

/**
 * PostgreSQL for the bench: with a server URL, a fresh `rol_bench_<random>` database on it (dropped
 * afterwards); without, a throw-away PostgreSQL 15 cluster on loopback (stopped and deleted afterwards).
 */
export async function openBenchPostgres(serverUrl: string | null): Promise<BenchDatabase> {
  if (serverUrl) {
    const name = `rol_bench_${randomBytes(5).toString('hex')}`;
    await admin(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      origin: 'BENCH_DATABASE_URL',
      dispose: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const cluster = await startPostgresCluster();
  return { url: cluster.url, origin: 'throw-away cluster', dispose: async () => cluster.stop() };
}
