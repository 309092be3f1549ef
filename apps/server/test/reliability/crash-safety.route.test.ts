import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MailMessageDto } from '@rol/protocol/message-dto';
import { DEFAULT_WORLD_SEED } from '../../src/app-config.ts';
import { createDatabase, isPostgresUrl } from '../../src/db/database.ts';
import { scratchPostgresDatabase } from '../test-database.ts';
import { apiProblems, databaseProblems } from './crash-checks.ts';
import { call, newPlayer, runLoad, type PlayerJournal } from './crash-load.ts';
import { spawnServer, type ServerStore } from './crash-server.ts';

/**
 * Crash safety: the real server (`apps/server/src/main.ts`, as `npm start` runs it) in a
 * child process, PLAYERS simulated players writing to it concurrently over HTTP (walk, take
 * resources, battles blow by blow, mail); after KILL_AFTER acknowledged writes the process gets
 * SIGKILL mid-load. It must boot again on the same data (crash recovery, no error logged), and then
 * every acknowledged write is there, nothing else but the requests in flight at the kill, and nothing
 * half applied — checked through the API and then straight in the database (crash-checks.ts).
 *
 * Like every route test it runs on the database TEST_DATABASE_URL chooses: unset, the embedded PGlite
 * in a data folder on disk (the `npm start` set-up, not memory://); set, a fresh database on that
 * PostgreSQL. So `npm test` runs each case once.
 */
const PLAYERS = 8;
const KILL_AFTER = 300;
/** If the load is this slow the kill comes anyway, and the count assertion below fails. */
const LOAD_MAX_MS = 60_000;

async function crashAndCheck(store: ServerStore): Promise<void> {
  const started = Date.now();
  const first = await spawnServer(store);
  const firstBootMs = Date.now() - started;
  let second: Awaited<ReturnType<typeof spawnServer>> | null = null;
  try {
    const journals: PlayerJournal[] = [];
    for (let i = 0; i < PLAYERS; i += 1) journals.push(await newPlayer(first.url));
    const load = await runLoad(first.url, journals, {
      killAfter: KILL_AFTER,
      maxMs: LOAD_MAX_MS,
      kill: first.kill,
    });
    expect(load.serverErrors, first.output().slice(-4000)).toEqual([]);
    expect(first.errorLines()).toEqual([]);
    expect(load.acked, `only ${load.acked} writes acknowledged in ${LOAD_MAX_MS} ms`).toBeGreaterThanOrEqual(
      KILL_AFTER,
    );
    expect(load.cutOff, 'no request was in flight at the kill').toBeGreaterThan(0);

    const bootStarted = Date.now();
    second = await spawnServer(store);
    const bootMs = Date.now() - bootStarted;
    expect(await apiProblems(second.url, journals)).toEqual([]);

    // The recovered server takes writes again.
    for (const [index, j] of journals.entries()) {
      const to = journals[(index + 1) % journals.length]!.player.playerId;
      const text = `after the restart from ${j.player.playerId}`;
      const sent = await call<MailMessageDto>(
        second.url,
        'POST',
        `/api/mail/dialog/${to}/send`,
        j.player.token,
        { text },
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      j.mails.push({ id: sent.body.id, to, text });
    }
    expect(second.errorLines()).toEqual([]);
    const stopped = second;
    second = null;
    expect(await stopped.stop(), stopped.output().slice(-4000)).toBe(0);

    const apiMs = Date.now() - bootStarted - bootMs;
    const database = await createDatabase(
      'dataDir' in store ? { dataDir: store.dataDir } : { databaseUrl: store.databaseUrl },
    );
    try {
      const { problems, counts } = await databaseProblems(database.db, journals, DEFAULT_WORLD_SEED);
      expect(problems).toEqual([]);
      expect(counts.mails).toBeGreaterThanOrEqual(journals.reduce((s, j) => s + j.mails.length, 0));
      console.log(
        `crash safety (${'dataDir' in store ? 'PGlite' : 'PostgreSQL'}): SIGKILL after ${load.acked} acknowledged writes ` +
          `(${load.killedAfterMs} ms of load; in flight ${JSON.stringify(load.inFlight)}; refusals ${JSON.stringify(load.refused)}); ` +
          `first boot ${firstBootMs} ms, restart answered in ${bootMs} ms, API checks ${apiMs} ms, ` +
          `${Date.now() - started} ms in all; stored ${JSON.stringify(counts)}`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await first.kill();
    await second?.kill();
  }
}

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = isPostgresUrl(adminUrl);

describe.skipIf(onPostgres)('crash safety on the embedded PGlite (a data folder on disk)', () => {
  it('keeps every acknowledged write and no half-applied action across a SIGKILL mid-load', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rol-crash-'));
    try {
      await crashAndCheck({ dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe.skipIf(!onPostgres)('crash safety on PostgreSQL', () => {
  it('keeps every acknowledged write and no half-applied action across a SIGKILL mid-load', async () => {
    if (!adminUrl) return;
    const scratch = await scratchPostgresDatabase(adminUrl, 'rol_crash');
    try {
      await crashAndCheck({ databaseUrl: scratch.url });
    } finally {
      await scratch.drop();
    }
  }, 150_000);
});
