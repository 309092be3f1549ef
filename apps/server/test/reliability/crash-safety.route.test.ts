import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MailMessageDto } from '@rol/protocol/message-dto';
import { DEFAULT_WORLD_SEED } from '../../src/app-config.ts';
import { createDatabase } from '../../src/db/database.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded/embedded-postgres.ts';
import { apiProblems, databaseProblems } from './crash-checks.ts';
import { call, newPlayer, runLoad, type PlayerJournal } from './crash-load.ts';
import { spawnServer } from './crash-server.ts';

/**
 * Crash safety of the default set-up: the real server (`apps/server/src/main.ts`, as `npm start`
 * runs it) in a child process on the embedded PostgreSQL of a data folder, PLAYERS simulated players
 * writing to it concurrently over HTTP (walk, take resources, battles blow by blow, mail); after
 * KILL_AFTER acknowledged writes the game process gets SIGKILL mid-load, twice. Its database server
 * is left running each time, an orphan: the next start must find and stop it, recover, and boot on
 * the same data with no error logged. Then every acknowledged write is there, nothing else but the
 * requests in flight at the kills, and nothing half applied — checked through the API and then
 * straight in the database (crash-checks.ts) — and after a clean stop no database server of the
 * folder is left running.
 */
const PLAYERS = 8;
const KILL_AFTER = 200;
/** If the load is this slow the kill comes anyway, and the count assertion below fails. */
const LOAD_MAX_MS = 60_000;

/** The PIDs of postgres processes whose working directory is the folder's cluster. */
function clusterProcesses(dataDir: string): number[] {
  const cluster = join(dataDir, 'postgres');
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (
        readlinkSync(`/proc/${entry}/cwd`) === cluster &&
        readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres'
      )
        found.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

async function crashAndCheck(dataDir: string): Promise<void> {
  const started = Date.now();
  const store = { dataDir };
  let server = await spawnServer(store);
  const firstBootMs = Date.now() - started;
  const boots: number[] = [];
  try {
    const journals: PlayerJournal[] = [];
    for (let i = 0; i < PLAYERS; i += 1) journals.push(await newPlayer(server.url));
    for (let round = 0; round < 2; round += 1) {
      const running = server;
      const load = await runLoad(running.url, journals, {
        killAfter: KILL_AFTER,
        maxMs: LOAD_MAX_MS,
        kill: running.kill,
      });
      expect(load.serverErrors, running.output().slice(-4000)).toEqual([]);
      expect(running.errorLines()).toEqual([]);
      expect(
        load.acked,
        `only ${load.acked} writes acknowledged in ${LOAD_MAX_MS} ms`,
      ).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(load.cutOff, 'no request was in flight at the kill').toBeGreaterThan(0);
      // The killed game's database server lives on, an orphan, until the next start settles it.
      expect(clusterProcesses(dataDir).length, 'the orphaned database server').toBeGreaterThan(0);

      const bootStarted = Date.now();
      server = await spawnServer(store);
      boots.push(Date.now() - bootStarted);
      expect(server.output(), 'the restart found the orphan').toMatch(/left running/);
      expect(await apiProblems(server.url, journals)).toEqual([]);
    }

    // The recovered server takes writes again.
    for (const [index, j] of journals.entries()) {
      const to = journals[(index + 1) % journals.length]!.player.playerId;
      const text = `after the restart from ${j.player.playerId}`;
      const sent = await call<MailMessageDto>(
        server.url,
        'POST',
        `/api/mail/dialog/${to}/send`,
        j.player.token,
        { text },
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      j.mails.push({ id: sent.body.id, to, text });
    }
    expect(server.errorLines()).toEqual([]);
    const stopped = server;
    expect(await stopped.stop(), stopped.output().slice(-4000)).toBe(0);
    expect(clusterProcesses(dataDir), 'a database server left after the clean stop').toEqual([]);

    const embedded = await startEmbeddedPostgres({ dataDir, log: () => {} });
    const database = createDatabase({ databaseUrl: embedded.url });
    try {
      const { problems, counts } = await databaseProblems(database.db, journals, DEFAULT_WORLD_SEED);
      expect(problems).toEqual([]);
      expect(counts.mails).toBeGreaterThanOrEqual(journals.reduce((s, j) => s + j.mails.length, 0));
      console.log(
        `crash safety (embedded PostgreSQL): two SIGKILLs after ${KILL_AFTER}+ acknowledged writes each; ` +
          `first boot ${firstBootMs} ms, restarts answered in ${boots.join(' and ')} ms, ` +
          `${Date.now() - started} ms in all; stored ${JSON.stringify(counts)}`,
      );
    } finally {
      await database.close();
      await embedded.stop();
    }
  } finally {
    await server.kill();
  }
}

describe('crash safety on the default embedded PostgreSQL (a data folder on disk)', () => {
  it('keeps every acknowledged write and no half-applied action across two SIGKILLs mid-load, and leaves no orphan', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rol-crash-'));
    try {
      await crashAndCheck(dataDir);
    } finally {
      for (const pid of clusterProcesses(dataDir)) process.kill(pid, 'SIGQUIT');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
