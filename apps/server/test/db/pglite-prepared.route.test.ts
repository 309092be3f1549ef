import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db, type PgliteClient } from '../../src/db/database.ts';
import { preparedSql } from '../../src/db/prepared-query.ts';

// Always an in-memory PGlite: this is the PGlite path of prepared statements (on PostgreSQL,
// node-postgres prepares them itself).
let client: PgliteClient;
let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await createDatabase({ dataDir: 'memory://' });
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  ({ client, db, close } = database);
});
afterAll(() => close());

const echo = preparedSql(
  'test_pglite_echo',
  sql`select ${sql.placeholder('n')}::int + 1 as n, ${sql.placeholder('big')}::bigint as big,
    ${sql.placeholder('t')}::text as t, ${sql.placeholder('b')}::boolean as b,
    ${sql.placeholder('at')}::timestamptz as at, ${sql.placeholder('j')}::jsonb as j,
    ${sql.placeholder('ids')}::int[] as ids, ${sql.placeholder('names')}::text[] as names,
    ${sql.placeholder('none')}::text as none`,
);

const tricky = {
  n: 41,
  big: '9007199254740993',
  t: `it's "quoted" \\ back; -- not a comment`,
  b: false,
  at: '2026-01-02T03:04:05.678Z',
  j: JSON.stringify({ say: "it's", list: [1, 'two', null], nested: { 'k"ey': 'v\\al' } }),
  ids: [3, 1, 2],
  names: ['a,b', 'say "hi"', 'back\\slash', "it's", 'NULL', '', 'юникод ✓'],
  none: null,
};

async function executions(name: string) {
  const found = await client.query<{ runs: number }>(
    'select generic_plans + custom_plans as runs from pg_prepared_statements where name = $1',
    [name],
  );
  return Number(found.rows[0]?.runs ?? 0);
}

describe('prepared statements on PGlite', () => {
  it('answer what the same statement answers unprepared, for every kind of value', async () => {
    const [prepared] = await echo(db, tricky);
    const v = tricky;
    const plain = (await db.execute(
      sql`select ${v.n}::int + 1 as n, ${v.big}::bigint as big, ${v.t}::text as t, ${v.b}::boolean as b,
        ${v.at}::timestamptz as at, ${v.j}::jsonb as j, ${sql.param(v.ids)}::int[] as ids, ${sql.param(v.names)}::text[] as names,
        ${v.none}::text as none`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(prepared).toEqual(plain.rows[0]);
    expect(prepared).toMatchObject({
      n: 42,
      big: 9007199254740993n,
      t: tricky.t,
      b: false,
      j: JSON.parse(tricky.j),
      ids: [3, 1, 2],
      names: tricky.names,
      none: null,
    });
  });

  it('are prepared once and then executed by name', async () => {
    const before = await executions('test_pglite_echo');
    expect(before).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) await echo(db, { ...tricky, n: i });
    expect(await executions('test_pglite_echo')).toBe(before + 3);
  });

  it('run inside a transaction, and a statement first prepared in a rolled-back one stays usable', async () => {
    const once = preparedSql('test_pglite_in_tx', sql`select ${sql.placeholder('v')}::int * 2 as v`);
    await expect(
      db.transaction(async (tx) => {
        expect(await once(tx, { v: 4 })).toEqual([{ v: 8 }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await executions('test_pglite_in_tx')).toBe(1);
    expect(await once(db, { v: 5 })).toEqual([{ v: 10 }]);
    await db.transaction(async (tx) => expect(await once(tx, { v: 6 })).toEqual([{ v: 12 }]));
    expect(await executions('test_pglite_in_tx')).toBe(3);
  });

  it('answer every call right when many first calls come at once (some run unnamed meanwhile)', async () => {
    const many = preparedSql('test_pglite_many', sql`select ${sql.placeholder('v')}::text || '!' as v`);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => many(db, { v: `call ${i}` })));
    expect(answers.map((rows) => rows[0]?.v)).toEqual(Array.from({ length: 20 }, (_, i) => `call ${i}!`));
    expect(await executions('test_pglite_many')).toBeGreaterThan(0);
  });

  it('refuse a NUL in text as the unprepared statement does', async () => {
    const codeOf = (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code;
    const prepared = await echo(db, { ...tricky, t: 'a\u0000b' }).then(() => 'answered', codeOf);
    const plain = await db.execute(sql`select ${'a\u0000b'}::text as t`).then(() => 'answered', codeOf);
    expect(prepared).toBe('22021');
    expect(plain).toBe('22021');
  });

  it('leave bytes to PGlite’s own parameters', async () => {
    const size = preparedSql('test_pglite_bytes', sql`select length(${sql.placeholder('b')}::bytea) as n`);
    expect(await size(db, { b: new Uint8Array([0, 39, 92, 255]) })).toEqual([{ n: 4 }]);
    expect(await executions('test_pglite_bytes')).toBe(0);
  });
});
