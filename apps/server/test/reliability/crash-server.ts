import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import getPort from 'get-port';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');

/** Where the spawned server keeps its data: the embedded PostgreSQL's folder or a PostgreSQL database of its own. */
export type ServerStore = { dataDir: string } | { databaseUrl: string };

/** The real server (`npm start`: apps/server/src/main.ts) in a child process, as a crash test drives it. */
export interface ServerChild {
  url: string;
  pid: number;
  /** The last 64 KB of the server's stdout and stderr. */
  output(): string;
  /** Every whole line it logged at level error or fatal (pino 50, 60), or that is not a log line at all. */
  errorLines(): string[];
  /** SIGKILL, the way a crash or the OOM killer ends it: no shutdown hook runs. Resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the clean shutdown (`main.ts` closes the app and the database); resolves with the exit code. */
  stop(): Promise<number | null>;
}

const OUTPUT_KEPT = 64 * 1024;

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Spawns `node --import tsx apps/server/src/main.ts` on a free port over `store` and resolves once
 * `/api/connection/isConnectionExists` answers (the database is open, recovered and migrated).
 */
export async function spawnServer(store: ServerStore, bootTimeoutMs = 60_000): Promise<ServerChild> {
  const port = await getPort();
  // The load writes mail as fast as each player plays; the flood limit (5 in 10 s) is not what this
  // test is about, so it is set out of reach.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    WORLD_SEED: '',
    MESSAGE_FLOOD_LIMIT: '100000/1',
  };
  if ('dataDir' in store) Object.assign(env, { DATA_DIR: store.dataDir, DATABASE_URL: '' });
  else Object.assign(env, { DATABASE_URL: store.databaseUrl, DATA_DIR: '' });
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const errors: string[] = [];
  const partial = { stdout: '', stderr: '' };
  const keep = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-OUTPUT_KEPT);
    const lines = (partial[stream] + text).split('\n');
    partial[stream] = lines.pop() ?? '';
    errors.push(...lines.filter(isErrorLine));
  };
  child.stdout?.on('data', keep('stdout'));
  child.stderr?.on('data', keep('stderr'));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + bootTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited during boot (${child.exitCode ?? child.signalCode})\n${output}`);
    try {
      const response = await fetch(`${url}/api/connection/isConnectionExists`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${bootTimeoutMs} ms\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    errorLines: () => [...errors],
    async kill() {
      const gone = exited(child);
      child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      const gone = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await gone;
      clearTimeout(timer);
      return code;
    },
  };
}

/** A pino line of level error (50) or fatal (60), or a line that is not pino's (a stack trace, a warning of node's). */
function isErrorLine(line: string): boolean {
  if (line.trim() === '') return false;
  return !line.startsWith('{"level":') || /^\{"level":(50|60)\b/.test(line);
}
