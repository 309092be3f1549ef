import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { treeCpuMicros } from './process-cpu.ts';

const BIN = process.env.BENCH_PG_BIN || '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** Through the Unix socket in the cluster's folder, as a server beside its database connects. */
  socketUrl: string;
  /** Through loopback TCP (127.0.0.1). */
  tcpUrl: string;
  socketDir: string;
  port: number;
  /** CPU time so far of every process of the cluster (postmaster, backends, background workers), µs. */
  cpuMicros(): number;
  stop(): void;
}

function asPostgres(command: string): void {
  execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe', timeout: 120_000 });
}

/** `--statements`: the cluster counts every statement, those inside triggers too (pg_stat_statements). */
const statStatements = () =>
  process.env.BENCH_PG_STAT_STATEMENTS === '1'
    ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all'
    : '';

/**
 * A throw-away PostgreSQL 15 cluster (initdb as the `postgres` OS user, trust auth,
 * max_connections=300) listening on 127.0.0.1 and on a Unix socket in its own folder, for one bench
 * run; `stop()` shuts it down and deletes its folder.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'rol-bench-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
  // The socket lives here: let other users reach it (the data folder inside stays 0700).
  chmodSync(dir, 0o711);
  const port = await getPort();
  const data = join(dir, 'data');
  asPostgres(`${BIN}/initdb -D ${data} -U postgres --auth=trust >/dev/null`);
  asPostgres(
    `${BIN}/pg_ctl -D ${data} -l ${dir}/log -w -t 60 start -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=1GB${statStatements()}"`,
  );
  // The first line of postmaster.pid is the postmaster's pid.
  const postmasterPid = Number.parseInt(readFileSync(join(data, 'postmaster.pid'), 'utf8'), 10);
  let stopped = false;
  return {
    // node-postgres (pg-connection-string): a `host` parameter starting with `/` is a socket folder.
    socketUrl: `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}&port=${port}`,
    tcpUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketDir: dir,
    port,
    cpuMicros: () => treeCpuMicros(postmasterPid),
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        asPostgres(`${BIN}/pg_ctl -D ${data} -m fast -w -t 60 stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
