import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { stompClient } from '../realtime/stomp-test-kit.ts';
import { scratchPostgresDatabase, type ScratchPostgres } from '../test-database.ts';

/**
 * Two real server processes on one PostgreSQL: a moderator's ban through node A closes the banned
 * player's sockets on node A and node B at once (through LISTEN/NOTIFY, well before the 30 s sweep).
 * Needs TEST_DATABASE_URL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const enabled = adminUrl !== undefined && /^postgres(ql)?:\/\//.test(adminUrl);
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

interface Node {
  child: ChildProcess;
  url: string;
  output: string[];
}

function startNode(port: number, databaseUrl: string): Node {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, url: `http://127.0.0.1:${port}`, output };
}

async function waitReady(node: Node, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (node.child.exitCode !== null) throw new Error(`node exited: ${node.output.join('')}`);
    try {
      if ((await fetch(`${node.url}/api/connection/isConnectionExists`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`node not ready: ${node.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopNode(node: Node): Promise<void> {
  if (node.child.exitCode !== null || node.child.pid === undefined) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (node.child.exitCode === null) node.child.kill('SIGKILL');
}

async function signUp(node: Node, path: string, body: unknown) {
  const res = await fetch(`${node.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return {
    token: res.headers.get('jsession') ?? '',
    playerId: ((await res.json()) as { playerId: number }).playerId,
  };
}

describe.skipIf(!enabled)('a ban on two server nodes', () => {
  let scratch: ScratchPostgres | null = null;
  let databaseUrl = '';
  let a: Node;
  let b: Node;

  beforeAll(async () => {
    scratch = await scratchPostgresDatabase(adminUrl!, 'rol_ban_nodes');
    databaseUrl = scratch.url;
    const database = await createDatabase({ databaseUrl, poolMax: 1 });
    await migrateDatabase(database);
    await database.close();
    a = startNode(await getPort(), databaseUrl);
    b = startNode(await getPort(), databaseUrl);
    await Promise.all([waitReady(a), waitReady(b)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a && stopNode(a), b && stopNode(b)]);
    await scratch?.drop();
  }, 30_000);

  it('closes the banned player’s sockets on both nodes at once, and keeps the others', async () => {
    const mod = await signUp(a, '/api/security/register', {
      name: 'Node_Moderator',
      password: 'secret-123',
      agreement: true,
      cookies: true,
    });
    const banned = await signUp(a, '/api/security/registerTrial', {
      characterAndCompanion: 'knight:male:wolf',
      lang: 'en',
    });
    const other = await signUp(b, '/api/security/registerTrial', {
      characterAndCompanion: 'knight:male:wolf',
      lang: 'en',
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`UPDATE players SET access_level = 'MODERATOR' WHERE id = $1`, [mod.playerId]);
    await client.end();

    const ws = (node: Node) => `${node.url.replace('http', 'ws')}/api/websocket`;
    const onA = stompClient(ws(a), { JSESSIONID: banned.token });
    const onB = stompClient(ws(b), { JSESSIONID: banned.token });
    const bystander = stompClient(ws(b), { JSESSIONID: other.token });
    await Promise.all([onA.connected, onB.connected, bystander.connected]);

    const started = Date.now();
    const res = await fetch(`${a.url}/api/tech/player/${banned.playerId}/ban`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: mod.token },
      body: JSON.stringify({ scope: 'GAME', reason: 'FLOOD', duration: '1h' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await Promise.all([onA.closed, onB.closed]);
    // Well within the 30 s sweep: the bus carried the command to both nodes.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(onA.errors[0]?.headers['error-code']).toBe('SESSION_CLOSED');
    expect(onB.errors[0]?.headers['error-code']).toBe('SESSION_CLOSED');
    expect(bystander.client.connected).toBe(true);

    const again = stompClient(ws(b), { JSESSIONID: banned.token });
    await expect(again.connected).rejects.toThrow(/closed before CONNECTED/);
    await bystander.client.deactivate();
  }, 60_000);
});
