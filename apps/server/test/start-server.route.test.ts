import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLUSTER_USER_NAME } from '../src/db/embedded/cluster-user.ts';
import { processFacts } from '../src/db/embedded/process-facts.ts';
import { startServer, type RunningServer } from '../src/start-server.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** The embedded database's postmaster PID, from its lock file. */
function postmasterPid(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function uidOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^Uid:\s+(\d+)/m.exec(status)![1]);
}

async function register(server: RunningServer, name: string): Promise<string> {
  const answer = await fetch(`${server.url}/api/security/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: 'secret-123', agreement: true, cookies: true }),
  });
  expect(answer.status).toBe(200);
  return answer.headers.get('jsession') ?? '';
}

async function accessLevel(server: RunningServer, token: string): Promise<string> {
  const answer = await fetch(`${server.url}/api/player/info/current`, { headers: { authorization: token } });
  return ((await answer.json()) as { player: { accessLevel: string } }).player.accessLevel;
}

/** `npm run make-admin` as an operator runs it, on the data folder. */
function makeAdmin(dataDir: string, name: string): { status: number | null; output: string } {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/moderation/make-admin-cli.ts'), name],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the embedded PostgreSQL that startServer runs without DATABASE_URL', () => {
  it('is made on the first start, keeps data across restarts, refuses a second game, and stops with the game', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rol-start-'));
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const started: RunningServer[] = [];
    try {
      const first = await startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        log,
        metricsPort: 0,
        config: { logger: false },
      });
      started.push(first);
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(first.embedded?.initdbMs).toBeGreaterThan(0);
      expect(first.embedded?.url).toMatch(/^postgres:\/\/rol:[0-9a-f]{64}@localhost:\d+\/rol\?host=/);
      expect(lines.join('\n')).toMatch(/first start, making a PostgreSQL 18\.\d+ cluster/);
      expect(lines.join('\n')).toMatch(/ready in \d+\.\d s/);
      // The credentials are the owner's alone; the server listens on no TCP port.
      expect(statSync(join(dataDir, 'credentials.json')).mode & 0o777).toBe(0o600);
      const settings = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
      expect(settings[5]?.trim(), 'listen address').toBe('');
      const pid = postmasterPid(dataDir);
      if (process.getuid?.() === 0) {
        const user = spawnSync('id', ['-u', CLUSTER_USER_NAME], { encoding: 'utf8' });
        expect(uidOf(pid)).toBe(Number(user.stdout.trim()));
      }
      const metrics = await (await fetch(`http://127.0.0.1:${first.metricsPort}/metrics`)).text();
      expect(metrics).toMatch(/db_embedded_start_seconds\{phase="initdb"\} \d/);
      expect(metrics).toMatch(/db_embedded_start_seconds\{phase="start"\} \d/);

      const token = await register(first, 'Startkeeper');
      expect(await accessLevel(first, token)).toBe('PLAYER');

      // A second game on the same folder (`npm start` again) says so and touches nothing.
      const again = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')],
        {
          cwd: repoRoot,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0' },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/another game server \(pid \d+\) is running on/);
      expect(processFacts(pid), 'the first game’s database still runs').not.toBeNull();

      // The first administrator, made while the game runs: through the same server, at once.
      const made = makeAdmin(dataDir, 'Startkeeper');
      expect(made.output).toContain('is now an administrator');
      expect(made.status).toBe(0);
      expect(await accessLevel(first, token)).toBe('ADMIN');

      await first.close();
      expect(processFacts(pid), 'the database stopped with the game').toBeNull();

      // With no game running, the command starts the server for the moment and stops it again.
      expect(makeAdmin(dataDir, 'Startkeeper').output).toContain('already has admin access');
      expect(
        existsSync(join(dataDir, 'postgres', 'postmaster.pid')),
        'the server it started stopped cleanly',
      ).toBe(false);

      // A lock file whose PID names another program (here: this test) is stale: the next start
      // removes it rather than trusting the number.
      writeFileSync(
        join(dataDir, 'postgres', 'postmaster.pid'),
        `${process.pid}\n${join(dataDir, 'postgres')}\n`,
      );
      lines.length = 0;
      const third = await startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        log,
        config: { logger: false },
      });
      started.push(third);
      expect(third.embedded?.initdbMs).toBeNull();
      expect(lines.join('\n')).toMatch(/stale lock file/);
      expect(await accessLevel(third, token)).toBe('ADMIN');
      await third.close();
    } finally {
      // A failed check must not leave a database server running: close is safe to call twice.
      for (const server of started) await server.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
