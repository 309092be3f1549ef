import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Real server processes (`apps/server/src/main.ts`) for the multi-node tests. */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerNode {
  child: ChildProcess;
  url: string;
  output: string[];
}

/** Starts `npm start`'s server on `port` with PostgreSQL at `databaseUrl` (and any other environment). */
export function startNode(port: number, databaseUrl: string, env: Record<string, string> = {}): ServerNode {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, url: `http://127.0.0.1:${port}`, output };
}

export async function waitReady(node: ServerNode, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (node.child.exitCode !== null) throw new Error(`node exited: ${node.output.join('')}`);
    try {
      const res = await fetch(`${node.url}/api/connection/isConnectionExists`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`node not ready: ${node.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopNode(node: ServerNode): Promise<void> {
  if (node.child.exitCode !== null || node.child.pid === undefined) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (node.child.exitCode === null) node.child.kill('SIGKILL');
}

/** A new guest (registerTrial) through `baseUrl`: its session token and player id. */
export async function guestAt(baseUrl: string): Promise<{ token: string; playerId: number }> {
  const res = await fetch(`${baseUrl}/api/security/registerTrial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ characterAndCompanion: 'knight:male:wolf', lang: 'en' }),
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return {
    token: res.headers.get('jsession') ?? '',
    playerId: ((await res.json()) as { playerId: number }).playerId,
  };
}
