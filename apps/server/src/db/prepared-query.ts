import { getTableColumns, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.ts';

/** What a Drizzle database or transaction holds: its session, and the driver client it runs on. */
interface SessionHolder {
  session: { client: unknown };
}

type Prepared = PgPreparedQuery<PreparedQueryConfig>;

/**
 * A hot query, built by Drizzle once and run many times. Drizzle otherwise rebuilds the SQL text of
 * every query on every call (a third of the server's CPU in the core loop), and PostgreSQL parses and
 * plans it again each time. `build` makes the query with `sql.placeholder(...)` for its inputs and
 * ends in `.prepare(name)`; the result runs the same statement on any database or transaction —
 * as a named prepared statement of each connection (parsed and planned once per connection).
 *
 * The built query is kept per driver (the Drizzle session class) and, for each call, bound to the
 * client of the database or transaction it is given, so it runs inside that transaction.
 */
export function preparedQuery<Q extends Prepared>(
  name: string,
  build: (db: DbOrTx, name: string) => Q,
): (db: DbOrTx, values?: Record<string, unknown>) => ReturnType<Q['execute']> {
  const built = new Map<unknown, Q>();
  return (db, values) => {
    const { session } = db as unknown as SessionHolder;
    let query = built.get(session.constructor);
    if (!query) built.set(session.constructor, (query = build(db, name)));
    const bound = Object.create(query, { client: { value: session.client } }) as Q;
    return bound.execute(values) as ReturnType<Q['execute']>;
  };
}

/**
 * Prepared queries that differ only in which columns they write (`UPDATE … SET <keys>`): one
 * prepared query per set of keys, made the first time that set is seen and named `prefix_<n>`.
 */
export function preparedByKeys<Q extends Prepared>(
  prefix: string,
  build: (db: DbOrTx, name: string, keys: readonly string[]) => Q,
): (db: DbOrTx, keys: readonly string[], values: Record<string, unknown>) => ReturnType<Q['execute']> {
  const byKeys = new Map<
    string,
    (db: DbOrTx, values?: Record<string, unknown>) => ReturnType<Q['execute']>
  >();
  return (db, keys, values) => {
    const signature = keys.join(',');
    let run = byKeys.get(signature);
    if (!run) {
      const fixed = [...keys];
      byKeys.set(
        signature,
        (run = preparedQuery(`${prefix}_${byKeys.size}`, (d, name) => build(d, name, fixed))),
      );
    }
    return run(db, values);
  };
}

/**
 * `{ key: $key }` for the columns `keys` of an INSERT's values or an UPDATE's set, as bare
 * placeholders: Drizzle would encode a placeholder's value with the column's encoder even when it
 * is null (a null timestamp throws, a null jsonb becomes 'null'), so values go through `encodeRow`.
 */
export function placeholdersFor(keys: readonly string[]): Record<string, SQL> {
  return Object.fromEntries(keys.map((key) => [key, sql`${sql.placeholder(key)}`]));
}

/** The values of `row` as the driver takes them (each through its column's encoder; null stays null). */
export function encodeRow(table: Table, row: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, Column>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = columns[key];
    out[key] = value === null || value === undefined || !column ? value : column.mapToDriverValue(value);
  }
  return out;
}

/** What a Drizzle database or transaction holds besides its session: the dialect that renders SQL. */
interface DialectHolder {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): Prepared;
  };
}

/**
 * A hot statement Drizzle's builders cannot express (a data-modifying CTE), written with `sql` and
 * placeholders, prepared like `preparedQuery`. Answers the driver's rows as they come (column names
 * as in the statement; int8 as the driver hands it back).
 */
export function preparedSql(
  name: string,
  statement: SQL,
): (db: DbOrTx, values?: Record<string, unknown>) => Promise<Record<string, unknown>[]> {
  const run = preparedQuery(name, (db, statementName) => {
    const { dialect, session } = db as unknown as DialectHolder;
    return session.prepareQuery(dialect.sqlToQuery(statement), undefined, statementName, false);
  });
  return async (db, values) => ((await run(db, values)) as { rows: Record<string, unknown>[] }).rows;
}
