import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { createDatabase } from '../src/db/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { scratchPostgresDatabase, type ScratchPostgres } from './test-database.ts';

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
export function guestAt(baseUrl: string): Promise<{ token: string; playerId: number }> {
  return signUpAt(baseUrl, '/api/security/registerTrial', {
    characterAndCompanion: 'knight:male:wolf',
    lang: 'en',
  });
}

/** A POST of JSON to a node at `baseUrl`; the session token goes in `authorization` when given. */
export function postJson(baseUrl: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
}

/** A sign-up (`register` or `registerTrial`) through the node at `baseUrl`: its session token and player id. */
export async function signUpAt(baseUrl: string, path: string, body: unknown): Promise<{ token: string; playerId: number }> {
  const res = await postJson(baseUrl, path, body);
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return {
    token: res.headers.get('jsession') ?? '',
    playerId: ((await res.json()) as { playerId: number }).playerId,
  };
}

export interface TwoNodes {
  a: ServerNode;
  b: ServerNode;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * A scratch PostgreSQL database, migrated once (so the nodes do not race on it at boot), and two
 * server processes on it, both ready.
 */
export async function startTwoNodes(adminUrl: string, name: string, env: Record<string, string> = {}): Promise<TwoNodes> {
  const scratch: ScratchPostgres = await scratchPostgresDatabase(adminUrl, name);
  const databaseUrl = scratch.url;
  const database = await createDatabase({ databaseUrl, poolMax: 1 });
  await migrateDatabase(database);
  await database.close();
  const a = startNode(await getPort(), databaseUrl, env);
  const b = startNode(await getPort(), databaseUrl, env);
  await Promise.all([waitReady(a), waitReady(b)]);
  return {
    a,
    b,
    databaseUrl,
    async stop() {
      await Promise.all([stopNode(a), stopNode(b)]);
      await scratch.drop();
    },
  };
}
