import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/database.ts';
import { databaseOf, onOneConnection } from '../../src/db/one-connection.ts';
import { together } from '../../src/db/together.ts';
import { clanPlayer, newClan, type Who } from '../clans/clan-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { clonedTestDatabase, type ScratchPostgres } from '../test-database.ts';

let scratch: ScratchPostgres;
let database: Database;
/** Connections handed out by the pool since the last reset, and `<` for each ReadyForQuery read. */
let acquired = 0;
let wire: string[] = [];

beforeAll(async () => {
  scratch = await clonedTestDatabase('rol_one_connection');
  database = createDatabase({ databaseUrl: scratch.url, poolMax: 2 });
  database.pool.on('acquire', () => (acquired += 1));
  database.pool.on('connect', (client) => {
    const { connection } = client as unknown as { connection: { on(event: string, f: () => void): void } };
    connection.on('readyForQuery', () => wire.push('<'));
  });
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

/** The rows of a statement's result. */
const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const pid = async (db: Database['db']) =>
  rows(await db.execute(sql`select pg_backend_pid() as pid`))[0]?.pid as number;

describe('onOneConnection', () => {
  it('runs every statement of the work on one connection, taken from the pool once', async () => {
    acquired = 0;
    const pids = await onOneConnection(database.db, async (db) => [
      await pid(db),
      await pid(db),
      await pid(db),
    ]);
    expect(acquired).toBe(1);
    expect(new Set(pids).size).toBe(1);
  });

  it('sends reads run together in one round trip', async () => {
    await onOneConnection(database.db, async (db) => {
      await pid(db);
      wire = [];
      const [a, b, c] = await together(pid(db), pid(db), pid(db));
      expect([b, c]).toEqual([a, a]);
    });
    // Three answers, all read after the three statements went out: one ReadyForQuery each, no wait between.
    expect(wire).toEqual(['<', '<', '<']);
  });

  it('gives the connection back when the work fails, so the pool is whole again', async () => {
    for (let i = 0; i < 3; i += 1)
      await expect(
        onOneConnection(database.db, async (db) => {
          await db.execute(sql`select 1 / 0`);
        }),
      ).rejects.toThrow(/Failed query: select 1 \/ 0/);
    // Two connections at most: had a failure kept one, these two would wait forever.
    await Promise.all([
      onOneConnection(database.db, async (db) => pid(db)),
      onOneConnection(database.db, async (db) => pid(db)),
    ]);
    expect(database.pool.waitingCount).toBe(0);
  });

  it('runs a transaction opened on the pinned connection on it', async () => {
    await database.db.execute(sql`create table one_connection_rows (id int primary key)`);
    await onOneConnection(database.db, async (db) => {
      const outside = await pid(db);
      await db.transaction(async (tx) => {
        expect(await pid(tx as unknown as Database['db'])).toBe(outside);
        await tx.execute(sql`insert into one_connection_rows values (1)`);
      });
    });
    expect(rows(await database.db.execute(sql`select id from one_connection_rows`))).toEqual([{ id: 1 }]);
  });

  it('knows the pool a pinned database came from (shared caches are keyed by it)', async () => {
    await onOneConnection(database.db, async (db) => {
      expect(db).not.toBe(database.db);
      expect(databaseOf(db)).toBe(database.db);
    });
    expect(databaseOf(database.db)).toBe(database.db);
  });
});

describe('a read route with oneConnection', () => {
  let t: TestApp;
  let leader: Who;
  let clanId: number;
  let reads = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const made = await newClan(t);
    leader = made.leader;
    clanId = made.clan.id;
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    pool.on('acquire', () => (reads += 1));
  }, 120_000);
  afterAll(() => t?.close());

  const connectionsFor = async (path: string, who: Who, method: 'GET' | 'POST' = 'GET') => {
    reads = 0;
    const res =
      method === 'GET'
        ? await t.get(path, { token: who.token })
        : await t.post(path, undefined, { token: who.token });
    expect(res.statusCode, res.body).toBe(200);
    return reads;
  };

  it('looks the session up and answers on one connection', async () => {
    // Each of these reads four statements or more: the session, then its own.
    expect(await connectionsFor('/api/rating/by/level?from=0&to=100', leader)).toBe(1);
    expect(await connectionsFor('/api/rating/by/arenaPosition?filter=around&to=100', leader)).toBe(1);
    expect(await connectionsFor(`/api/clan/${clanId}/log`, leader)).toBe(1);
    expect(await connectionsFor('/api/clan/get/my', leader, 'POST')).toBe(1);
    expect(await connectionsFor('/api/clan/raid/get', leader)).toBe(1);
    expect(await connectionsFor('/api/clan/rating', leader)).toBe(1);
  });

  it('still refuses as before: another clan’s history, a history that does not exist', async () => {
    const outsider = await clanPlayer(t);
    const other = await t.get(`/api/clan/${clanId}/log`, { token: outsider.token });
    expect(other.statusCode).toBe(403);
    const missing = await t.get(`/api/clan/${clanId + 1_000_000}/log`, { token: outsider.token });
    expect(missing.statusCode).toBe(404);
  });
});
