import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/database.ts';
import { preparedSql } from '../../src/db/prepared-query.ts';
import { together } from '../../src/db/together.ts';
import { clonedTestDatabase, type ScratchPostgres } from '../test-database.ts';

let scratch: ScratchPostgres;
let database: Database;
/**
 * What crossed the pool's connections since the last reset: `>X` a message of type X written
 * (Q a simple query, P parse, B bind, …), `<` a ReadyForQuery read (the end of a round trip).
 */
let wire: string[] = [];

beforeAll(async () => {
  scratch = await clonedTestDatabase('rol_pipelined_begin');
  database = createDatabase({ databaseUrl: scratch.url, poolMax: 2 });
  database.pool.on('connect', (client) => {
    const { connection } = client as unknown as {
      connection: { stream: { write: (...a: unknown[]) => boolean }; on(event: string, f: () => void): void };
    };
    const write = connection.stream.write.bind(connection.stream);
    connection.stream.write = (chunk: unknown, ...rest: unknown[]) => {
      if (Buffer.isBuffer(chunk)) wire.push(`>${String.fromCharCode(chunk[0]!)}`);
      return write(chunk, ...rest);
    };
    connection.on('readyForQuery', () => wire.push('<'));
  });
  await database.db.execute(sql`create table pipelined_rows (id int primary key, note text not null)`);
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

/** The rows of a statement's result. */
const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const rowsOf = async () =>
  rows(await database.db.execute(sql`select id, note from pipelined_rows order by id`));

describe('a transaction whose BEGIN goes out with its first statement', () => {
  it('commits its statements together', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pipelined_rows values (1, 'one')`);
      await tx.execute(sql`insert into pipelined_rows values (2, ${'two'})`);
    });
    expect(await rowsOf()).toEqual([
      { id: 1, note: 'one' },
      { id: 2, note: 'two' },
    ]);
  });

  it('rolls every statement back when the body fails, the first one included', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipelined_rows values (3, 'three')`);
        throw new Error('the body fails');
      }),
    ).rejects.toThrow('the body fails');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipelined_rows values (4, 'four')`);
        await tx.execute(sql`insert into pipelined_rows values (1, 'a duplicate')`);
      }),
    ).rejects.toThrow();
    expect((await rowsOf()).map((r) => r.id)).toEqual([1, 2]);
  });

  it('holds a row lock from its first statement to its commit', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const first = database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from pipelined_rows where id = 1 for update`);
      locked();
      await held;
      await tx.execute(sql`update pipelined_rows set note = note || '+first' where id = 1`);
    });
    await isLocked;
    const second = database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from pipelined_rows where id = 1 for update`);
      await tx.execute(sql`update pipelined_rows set note = note || '+second' where id = 1`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([first, second]);
    expect((await rowsOf())[0]).toEqual({ id: 1, note: 'one+first+second' });
  });

  it('writes the BEGIN and the first statement in one go, so they cost one round trip', async () => {
    await database.db.execute(sql`select 1`); // a connection ready in the pool
    wire = [];
    const one = await database.db.transaction(async (tx) =>
      rows(await tx.execute(sql`select ${1}::int as one`)),
    );
    expect(one).toEqual([{ one: 1 }]);
    // BEGIN (a simple query), then the select's parse, bind, describe, execute and sync before
    // PostgreSQL's first answer; then the COMMIT: two round trips.
    expect(wire.join(' ')).toBe('>Q >P >B >D >E >S < < >Q <');
    const [row] = rows(await database.db.execute(sql`select ${5}::int + 1 as six`));
    expect(row).toEqual({ six: 6 });
  });

  it('fails the statement after a BEGIN that failed, so no body goes on outside a transaction', async () => {
    const client = await database.pool.connect();
    try {
      await client.query('begin isolation level sideways');
      await expect(client.query('select $1::int as n', [1])).rejects.toThrow(/syntax/);
      // The connection is not in a transaction and serves the next statement.
      expect((await client.query('select $1::int as n', [2])).rows).toEqual([{ n: 2 }]);
    } finally {
      client.release();
    }
  });

  it('answers a statement of its own outside a transaction as before', async () => {
    const { rows } = await database.pool.query('select $1::text as echo', ['pipelined']);
    expect(rows).toEqual([{ echo: 'pipelined' }]);
  });
});

describe('together: independent statements of one transaction', () => {
  it('sends them at once, so they cost one round trip', async () => {
    await database.db.execute(sql`select 1`);
    wire = [];
    const [a, b] = await database.db.transaction((tx) =>
      together(
        tx.execute(sql`insert into pipelined_rows values (10, ${'ten'}) returning id`),
        tx.execute(sql`insert into pipelined_rows values (11, ${'eleven'}) returning id`),
      ),
    );
    expect([rows(a), rows(b)]).toEqual([[{ id: 10 }], [{ id: 11 }]]);
    // BEGIN and both inserts before the first answer, then the COMMIT.
    expect(wire.join(' ')).toBe('>Q >P >B >D >E >S >P >B >D >E >S < < < >Q <');
  });

  it('sends prepared pieces in the order given, so a later piece sees an earlier one’s write', async () => {
    const noted = preparedSql(
      'together_order_note',
      sql`update pipelined_rows set note = ${sql.placeholder('note')} where id = 1 returning id`,
    );
    const noteOf = preparedSql('together_order_read', sql`select note from pipelined_rows where id = 1`);
    const [, seen] = await database.db.transaction((tx) =>
      together(noted(tx, { note: 'first' }), noteOf(tx)),
    );
    expect(seen).toEqual([{ note: 'first' }]);
    // A Drizzle builder sends its statement a turn later than a prepared statement does: given
    // first, it still goes out after a prepared piece given after it. Pieces whose order matters
    // (a lock and a read under it) are therefore both prepared.
    const [, before] = await database.db.transaction((tx) =>
      together(tx.execute(sql`update pipelined_rows set note = 'second' where id = 1`), noteOf(tx)),
    );
    expect(before).toEqual([{ note: 'first' }]);
  });

  it('throws the first failure in order and sends nothing after the transaction ends', async () => {
    wire = [];
    let laterStatement = 'not sent';
    await expect(
      database.db.transaction((tx) =>
        together(
          tx.execute(sql`insert into pipelined_rows values (12, 'twelve')`),
          tx.execute(sql`insert into pipelined_rows values (10, 'a duplicate')`),
          // A piece of two statements: its second goes out once its first is answered (an error
          // here, as the transaction is aborted by then), still before the ROLLBACK.
          (async () => {
            await tx.execute(sql`select 1`).catch(() => undefined);
            laterStatement = 'sent';
            await tx.execute(sql`select 2`);
          })(),
        ),
      ),
      // The duplicate's own error (unique_violation), not the aborted transaction's of the pieces after it.
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(laterStatement).toBe('sent');
    // The ROLLBACK is the last thing written (the last answers may still be read after it is sent).
    expect(wire.filter((event) => event.startsWith('>')).at(-1)).toBe('>Q');
    expect(wire.at(-1)).toBe('<');
    expect((await rowsOf()).map((r) => r.id)).toEqual([1, 2, 10, 11]);
  });
});
