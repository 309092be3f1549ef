import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { embeddedPostgresCpuMicros } from '../db/process-cpu.ts';
import { startPlatformFakes, type PlatformFakes } from '../platform-fakes/platform-fakes.ts';
import type { StatementCounts } from './statement-counter.ts';
import type {
  ChildReady,
  ChildReply,
  ChildRequest,
  ProcessCpu,
  ServerMemory,
  ServerPauses,
} from './child-protocol.ts';

export interface ServerProcess extends ChildReady {
  pid: number;
  /** The platforms' APIs the server calls, faked on loopback in this process (its config points there). */
  platforms: PlatformFakes;
  sql(text: string, params?: unknown[]): Promise<unknown[]>;
  memory(gc?: boolean): Promise<ServerMemory>;
  /**
   * With `--statements` (BENCH_STATEMENTS=1): statements sent per named call since the last time
   * asked (statement-counter.ts); null without.
   */
  statements(): Promise<StatementCounts | null>;
  /** The server process's CPU time so far. */
  cpu(): Promise<ProcessCpu>;
  /** The server's event-loop delay and garbage-collection pauses since the last ask (server-pauses.ts). */
  pauses(): Promise<ServerPauses>;
  /**
   * On the embedded default: the CPU time so far of the PostgreSQL the server started (its `postgres`
   * child and every process under it, from /proc), µs; null on a database the bench handed it.
   */
  databaseCpu: (() => number) | null;
  stop(): Promise<void>;
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/**
 * Starts the platform fakes, then forks the game server (and its ceilings) on its embedded default
 * (a PostgreSQL the server starts itself, in a temporary data folder) or on `databaseUrl`, configured with the fakes' addresses and the test secrets through the environment
 * variables its configuration reads; resolves when it listens.
 */
export async function startServerProcess(
  databaseUrl?: string,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  // BENCH_SERVER_PROF=<dir>: the server process writes a V8 CPU profile (.cpuprofile) there on exit.
  const profileDir = process.env.BENCH_SERVER_PROF;
  const platforms = await startPlatformFakes();
  const child: ChildProcess = fork(join(import.meta.dirname, 'server-child.ts'), [], {
    // --max-semi-space-size as `npm start` runs the server (scripts/start.mjs).
    execArgv: [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--max-semi-space-size=32',
      '--import',
      'tsx',
      '--expose-gc',
      // BENCH_SERVER_EXEC_ARGS: more flags for the server's Node (`--trace-gc`, a semi-space size), its
      // standard output shown to see what they print.
      ...(process.env.BENCH_SERVER_EXEC_ARGS ?? '').split(' ').filter(Boolean),
    ],
    env: { ...process.env, ...platforms.env, ...extraEnv, BENCH_SERVER_DATABASE_URL: databaseUrl ?? '', DATABASE_URL: '' },
    stdio: ['ignore', process.env.BENCH_SERVER_EXEC_ARGS ? 'inherit' : 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const pending = new Map<number, Pending>();
  let nextId = 1;

  const ready = new Promise<ChildReady>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s\n${stderr}`)), 120_000);
    child.on('message', (reply: ChildReply) => {
      if (reply.id === 0) {
        clearTimeout(timer);
        resolve(reply.value as ChildReady);
        return;
      }
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) waiter?.resolve(reply.value);
      else waiter?.reject(new Error(String(reply.value)));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      const error = new Error(`server process exited (${code})\n${stderr}`);
      reject(error);
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
    });
  });

  const ask = (request: Omit<ChildRequest, 'id'>, timeoutMs = 60_000): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`server request ${request.type} timed out`));
      }, timeoutMs);
      pending.set(id, {
        resolve: (v) => (clearTimeout(timer), resolve(v)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      child.send({ ...request, id } as ChildRequest);
    });

  const info = await ready.catch(async (error: unknown) => {
    await platforms.close();
    throw error;
  });
  const pid = child.pid ?? 0;
  return {
    ...info,
    pid,
    databaseCpu: info.kind === 'embedded' ? () => embeddedPostgresCpuMicros(pid) : null,
    platforms,
    sql: (text, params = []) => ask({ type: 'sql', text, params } as Omit<ChildRequest, 'id'>) as Promise<unknown[]>,
    memory: (gc = true) => ask({ type: 'memory', gc } as Omit<ChildRequest, 'id'>) as Promise<ServerMemory>,
    cpu: () => ask({ type: 'cpu' } as Omit<ChildRequest, 'id'>) as Promise<ProcessCpu>,
    pauses: () => ask({ type: 'pauses' } as Omit<ChildRequest, 'id'>) as Promise<ServerPauses>,
    statements: () => ask({ type: 'statements' } as Omit<ChildRequest, 'id'>) as Promise<StatementCounts | null>,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        await ask({ type: 'stop' }, 30_000).catch(() => child.kill('SIGKILL'));
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await platforms.close();
    },
  };
}
