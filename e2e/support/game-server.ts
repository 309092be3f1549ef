import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';

const repoRoot = join(import.meta.dirname, '..', '..');

export interface GameServer {
  url: string;
  close(): Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  while (Date.now() < deadlineMs) {
    if (child.exitCode !== null) throw new Error(`the game server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/connection/isConnectionExists`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the game server did not start in time');
}

/**
 * Starts the game as `npm start` does (`scripts/start.mjs`: the built web app, the server, and the
 * embedded PostgreSQL it starts in a fresh data folder);
 * new players start with the first-steps tutorial done unless `env` says `TUTORIAL: 'on'`.
 */
export async function startGameServer(env: Record<string, string> = {}): Promise<GameServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rol-e2e-data-'));
  const port = await getPort();
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', TUTORIAL: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    // A busy machine may take long to start the server: up to just under the hook time-out.
    await waitUntilServing(url, child, Date.now() + 110_000);
  } catch (error) {
    child.kill('SIGTERM'); // start.mjs passes it on: the server and its database stop too
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return {
    url,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
      // A clean stop stops the game's database too: its lock file goes with it.
      const leftover = existsSync(join(dataDir, 'postgres', 'postmaster.pid'));
      rmSync(dataDir, { recursive: true, force: true });
      if (leftover) throw new Error(`the game stopped but left its database running\n${output}`);
    },
  };
}
