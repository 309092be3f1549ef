import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
 * Starts the real server (as `npm start` does, on the built web app) on a fresh embedded database;
 * new players start with the first-steps tutorial done unless `env` says `TUTORIAL: 'on'`.
 */
export async function startGameServer(env: Record<string, string> = {}): Promise<GameServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rol-e2e-data-'));
  const port = await getPort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')], {
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
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return {
    url,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
