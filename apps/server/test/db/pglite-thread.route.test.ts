import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/database.ts';
import { isUniqueViolation } from '../../src/db/unique-violation.ts';
import { PgliteThread, workerOptions } from '../../src/db/pglite-thread.ts';

// Always PGlite in its worker thread: the guarantees the app takes from PGlite must hold there too.
let database: Database;
beforeAll(async () => {
  database = await createDatabase({ dataDir: 'memory://', pgliteWorker: true });
  await database.db.execute(sql`create table t (id int primary key, n int not null)`);
});
afterAll(() => database.close());

const rows = async () =>
  ((await database.db.execute(sql`select id, n from t order by id`)) as unknown as { rows: unknown[] }).rows;

describe('PGlite in a worker thread', () => {
  it('runs in a thread of its own', () => {
    expect(database.kind === 'pglite' && database.client instanceof PgliteThread).toBe(true);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1, 10)`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (2, 20)`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await rows()).toEqual([{ id: 1, n: 10 }]);
  });

  it('runs one transaction at a time: a second waits for the first to commit', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = database.db.transaction(async (tx) => {
      await tx.execute(sql`update t set n = n + 1 where id = 1`);
      order.push('first updated');
      await held;
      order.push('first commits');
    });
    const second = database.db.transaction(async (tx) => {
      order.push('second starts');
      await tx.execute(sql`update t set n = n * 2 where id = 1`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first updated', 'first commits', 'second starts']);
    expect(await rows()).toEqual([{ id: 1, n: 22 }]);
  });

  it('hands PostgreSQL errors back with their code and constraint', async () => {
    const error = await database.db.execute(sql`insert into t values (1, 0)`).catch((e: unknown) => e);
    expect(isUniqueViolation(error, 't_pkey')).toBe(true);
  });

  it('keeps dates as text where Drizzle asks for it, and parses the rest', async () => {
    const [row] = (
      (await database.db.execute(
        sql`select '2026-01-02 03:04:05+00'::timestamptz as at, 7::int8 as big, '{"a":1}'::jsonb as j`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    expect(typeof row?.['at']).toBe('string');
    expect(row?.['j']).toEqual({ a: 1 });
  });

  it('refuses a parser it cannot carry to the thread', () => {
    expect(() => workerOptions({ parsers: { 1184: (text: string) => new Date(text) } })).toThrow(/unchanged/);
  });
});
