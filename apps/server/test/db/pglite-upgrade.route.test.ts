import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gemPackOf } from '@rol/rules/content/gem-packs';
import { buildApp } from '../../src/app.ts';
import { appConfig } from '../../src/app-config.ts';
import type { Db, Tx } from '../../src/db/database.ts';
import { STATEMENT_BREAK } from '../../src/db/embedded/database-dump-statements.ts';
import { dumpPgliteFolder, isPgliteFolder, restorePgliteDump } from '../../src/db/embedded/pglite-folder.ts';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate.ts';
import { grantPayment } from '../../src/payments/payment-records.ts';
import { startServer } from '../../src/start-server.ts';
import { attack, fightToEnd, setSquadLevel } from '../battle/battle-test-kit.ts';
import { clanLedgerMismatches, clanPlayer, join as joinClan } from '../clans/clan-test-kit.ts';
import { setBalance } from '../heroes/hero-test-kit.ts';
import { ledgerMismatches } from '../ledger-check.ts';
import { findPlace, placePlayerAt } from '../road/road-test-kit.ts';
import { TEST_CONFIG, testClock, type TestApp } from '../test-app.ts';
import { scratchPostgresDatabase, testAdminUrl, type ScratchPostgres } from '../test-database.ts';

// The one-time upgrade of the earlier embedded database: a PGlite folder, filled by the game as it ran
// on PGlite, dumped and restored into PostgreSQL must hold the same tables, rows, sequence values and
// definitions, pass the ledger checks, and need no migration.

/** A mail text with what a careless dump would break on: quotes, a backslash, newlines, the statement separator. */
const AWKWARD_TEXT = "It's a \\ test\n--> statement-breakpoint\nDROP TABLE players;";

/** The app on `db`, with the handful of calls the test kits use (see `test-app.ts`). */
function appOn(db: Db): TestApp {
  const clock = testClock();
  const app = buildApp({ db, clock, config: appConfig(TEST_CONFIG) });
  const headers = (token?: string | null): Record<string, string> => (token ? { authorization: token } : {});
  const get: TestApp['get'] = (url, o = {}) =>
    app.inject({ method: 'GET', url, headers: headers(o.token), query: o.query as Record<string, string> });
  const post: TestApp['post'] = (url, body, o = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...headers(o.token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const session = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return { token: res.headers.jsession as string, playerId: res.json<{ playerId: number }>().playerId };
  };
  return {
    app,
    db,
    clock,
    get,
    post,
    guest: async () =>
      session(
        await post('/api/security/registerTrial', { characterAndCompanion: 'knight:male:wolf', lang: 'en' }),
      ),
    player: async (name, password = 'secret-123') =>
      session(await post('/api/security/register', { name, password, agreement: true, cookies: true })),
    close: () => app.close(),
  };
}

/** Plays a little of everything the game stores: players and guests, purchases, places, battles, a clan, mail, a payment. */
async function playTheGame(t: TestApp): Promise<void> {
  const ok = (res: LightMyRequestResponse) => expect(res.statusCode, res.body).toBe(200);
  const alice = await t.player('Alice');
  const bob = await t.player('Bob');
  const guest = await t.guest();

  // Mail both ways.
  ok(await t.post(`/api/mail/dialog/${bob.playerId}/send`, { text: AWKWARD_TEXT }, { token: alice.token }));
  ok(
    await t.post(`/api/mail/dialog/${alice.playerId}/send`, { text: 'Привет, Алиса' }, { token: bob.token }),
  );

  // A hero bought with gold credited through the ledger.
  await setBalance(t, guest.playerId, 'gold', 1_000_000);
  ok(await t.post('/api/shop/hero/buy', { tier: 'usual', warriorClass: 'golem' }, { token: guest.token }));

  // A resource place taken, then a guard fought and won.
  const place = findPlace(t, 'RESOURCE');
  const walker = await t.guest();
  await placePlayerAt(t, walker, place.posY);
  ok(await t.get(`/api/resourcePlace/${place.id}/take`, { token: walker.token }));
  const fighter = await t.guest();
  await setSquadLevel(t, fighter.playerId, 40);
  await fightToEnd(t, fighter, await attack(t, fighter));
  ok(await t.post('/api/battle/complete', undefined, { token: fighter.token }));

  // A clan with a member and a donation.
  const leader = await clanPlayer(t);
  const created = await t.post('/api/clan/create', { name: 'Upgraders' }, { token: leader.token });
  ok(created);
  const member = await clanPlayer(t);
  await joinClan(t, leader, created.json<{ id: number }>().id, member);
  await setBalance(t, member.playerId, 'gold', 500);
  ok(await t.post('/api/clan/donate', { type: 'GOLD', amount: 300 }, { token: member.token }));

  // A payment confirmed and its gems taken.
  await t.db.transaction((tx) =>
    grantPayment(tx as unknown as Tx, {
      playerId: bob.playerId,
      provider: 'ok',
      transactionId: 'upgrade-1',
      pack: gemPackOf('gems_50')!,
      amount: 4900,
      currency: 'OK',
      now: new Date(t.clock()),
    }),
  );
  ok(await t.post('/api/bank/take', undefined, { token: bob.token }));
}

/** Tables the play above writes to: the comparison must not pass on empty tables. */
const WRITTEN_TABLES = [
  'players',
  'ledger',
  'creatures',
  'clans',
  'clan_members',
  'clan_ledger',
  'mail_messages',
  'payments',
];

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Same settings on both sides, so rows and definitions print alike. */
const SAME_PRINTING = `SELECT set_config('search_path', '', false), set_config('timezone', 'UTC', false),
  set_config('datestyle', 'ISO, YMD', false), set_config('intervalstyle', 'postgres', false)`;

const TABLES = `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
  WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`;

/** The definitions of everything in the two schemas, one line each. */
const DEFINITIONS = `
  SELECT format('column %s.%I %s %s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod),
                a.attnotnull, a.attidentity, a.attgenerated, pg_get_expr(d.adbin, d.adrelid)) AS line
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
   WHERE n.nspname IN ('public', 'drizzle') AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL
  SELECT format('constraint %s %I %s %s', k.conrelid::regclass, k.conname, k.contype, pg_get_constraintdef(k.oid))
    FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace WHERE n.nspname IN ('public', 'drizzle')
  UNION ALL
  SELECT pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('public', 'drizzle')
  UNION ALL
  SELECT pg_get_triggerdef(g.oid) FROM pg_trigger g WHERE NOT g.tgisinternal
  UNION ALL
  SELECT pg_get_functiondef(p.oid) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE n.nspname IN ('public', 'drizzle')
  UNION ALL
  SELECT format('sequence %I.%I %s %s %s %s %s %s %s', schemaname, sequencename, data_type, start_value, min_value,
                max_value, increment_by, cycle, cache_size) FROM pg_sequences
  ORDER BY 1`;

interface Snapshot {
  tables: Record<string, { rows: number; md5: string }>;
  sequences: Record<string, string | null>;
  definitions: string[];
}

/** Every table's row count and fingerprint, every sequence's last value, every definition. */
async function snapshot(query: Query): Promise<Snapshot> {
  await query(SAME_PRINTING);
  const tables: Snapshot['tables'] = {};
  for (const { name } of await query(TABLES)) {
    const [row] = await query(
      `SELECT count(*)::int AS rows, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS md5 FROM ${String(name)} t`,
    );
    tables[String(name)] = row as { rows: number; md5: string };
  }
  const sequences: Snapshot['sequences'] = {};
  for (const row of await query(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value FROM pg_sequences`,
  ))
    sequences[String(row.name)] = row.value as string | null;
  const definitions = (await query(DEFINITIONS)).map((row) => String(row.line));
  return { tables, sequences, definitions };
}

describe('the upgrade from a PGlite folder to PostgreSQL', () => {
  let target: ScratchPostgres | undefined;
  let folder: string;
  let before: Snapshot;
  let dump: string;
  let client: pg.Client;

  beforeAll(async () => {
    // The game as it ran on PGlite: a folder, the migrations, the whole app on it.
    folder = mkdtempSync(join(tmpdir(), 'rol-pglite-upgrade-'));
    const pglite = await PGlite.create(folder);
    const db = drizzlePglite(pglite);
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const t = appOn(db as unknown as Db);
    await t.app.ready();
    await playTheGame(t);
    await t.close();
    before = await snapshot(async (sql) => (await pglite.query<Record<string, unknown>>(sql)).rows);
    await pglite.close();
    dump = await dumpPgliteFolder(folder);

    target = await scratchPostgresDatabase(testAdminUrl(), 'rol_upgrade');
    client = new pg.Client({ connectionString: target.url });
    await client.connect();
  }, 60_000);

  afterAll(async () => {
    await client?.end();
    await target?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('tells a PGlite folder from one that holds only the embedded PostgreSQL', () => {
    expect(isPgliteFolder(folder)).toBe(true);
    const upgraded = mkdtempSync(join(tmpdir(), 'rol-embedded-'));
    try {
      mkdirSync(join(upgraded, 'postgres'));
      writeFileSync(join(upgraded, 'postgres', 'PG_VERSION'), '18\n');
      expect(isPgliteFolder(upgraded)).toBe(false);
    } finally {
      rmSync(upgraded, { recursive: true, force: true });
    }
  });

  it('restores every table, row, sequence value and definition, and needs no migration', async () => {
    // The game did write what the checks below compare.
    for (const table of WRITTEN_TABLES)
      expect(before.tables[`public.${table}`]?.rows, table).toBeGreaterThan(0);
    expect(before.tables['drizzle.__drizzle_migrations']?.rows).toBeGreaterThan(0);

    await restorePgliteDump(client, dump);
    const query: Query = async (sql) => (await client.query<Record<string, unknown>>(sql)).rows;
    const after = await snapshot(query);
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    expect(after.tables).toEqual(before.tables);
    expect(after.sequences).toEqual(before.sequences);
    expect(after.definitions).toEqual(before.definitions);
    expect(await query(`SELECT text FROM public.mail_messages WHERE text LIKE 'It''s%'`)).toEqual([
      { text: AWKWARD_TEXT },
    ]);

    await query(`SELECT set_config('search_path', 'public', false)`);
    const restored = drizzlePg(client) as unknown as Db;
    expect(await ledgerMismatches(restored)).toEqual([]);
    expect(await clanLedgerMismatches({ db: restored } as TestApp)).toEqual([]);

    // Already up to date: the app's migrations find nothing to do.
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    expect((await snapshot(query)).tables['drizzle.__drizzle_migrations']).toEqual(
      before.tables['drizzle.__drizzle_migrations'],
    );
  });

  // On the database the test above restored.
  it('lets the game go on there: a player signs in, mail and new players number on from the old ones', async () => {
    const pool = new pg.Pool({ connectionString: target!.url, max: 4 });
    const t = appOn(drizzlePg(pool) as unknown as Db);
    try {
      await t.app.ready();
      const login = await t.post('/api/security/login', { name: 'Alice', password: 'secret-123' });
      expect(login.statusCode, login.body).toBe(200);
      const token = login.headers.jsession as string;
      const [bob] = (await pool.query<{ id: number }>(`SELECT id FROM players WHERE nickname = 'Bob'`)).rows;
      const sent = await t.post(`/api/mail/dialog/${bob!.id}/send`, { text: 'still here' }, { token });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json<{ id: number }>().id).toBe(
        Number(before.sequences['public.mail_messages_id_seq']) + 1,
      );
      expect((await t.player('Carol')).playerId).toBe(Number(before.sequences['public.players_id_seq']) + 1);
    } finally {
      await t.close();
      await pool.end();
    }
  });

  it('leaves an empty database as it was when the restore fails', async () => {
    const scratch = await scratchPostgresDatabase(testAdminUrl(), 'rol_upgrade_failed');
    const other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    try {
      await expect(restorePgliteDump(other, `${dump}${STATEMENT_BREAK}SELECT 1/0`)).rejects.toThrow(
        /division by zero/,
      );
      const { rows } = await other.query(
        `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`,
      );
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await other.end();
      await scratch.drop();
    }
  });

  it('happens by itself at the first start on such a folder, once, keeping the old files aside', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'rol-upgrade-start-'));
    chmodSync(parent, 0o755); // as root, the database's own user must reach the folder
    const dataDir = join(parent, 'data');
    cpSync(folder, dataDir, { recursive: true });
    const lines: string[] = [];
    try {
      const first = await startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        log: (l) => lines.push(l),
        config: { logger: false },
      });
      try {
        const login = await fetch(`${first.url}/api/security/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Alice', password: 'secret-123' }),
        });
        expect(login.status).toBe(200);
      } finally {
        await first.close();
      }
      expect(lines.join('\n')).toMatch(/moving its data into PostgreSQL, once/);
      expect(lines.join('\n')).toContain(`${dataDir}-pglite-backup`);
      expect(isPgliteFolder(dataDir)).toBe(false);
      expect(existsSync(join(`${dataDir}-pglite-backup`, 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(`${dataDir}-pglite-backup`, 'README.txt'))).toBe(true);

      lines.length = 0;
      const second = await startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        log: (l) => lines.push(l),
        config: { logger: false },
      });
      await second.close();
      expect(lines.join('\n')).not.toMatch(/PGlite/);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 90_000);
});
