import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { PgliteThread, type PgliteThreadTransaction } from './pglite-thread.ts';

/**
 * Named prepared statements on PGlite. Drizzle's PGlite driver sends every statement unnamed, so
 * PGlite parses and plans each one on every call, inside the server's thread (the player-info
 * statement: about 2.6 ms, against 0.6 ms prepared). Here a hot statement is `PREPARE`d once per
 * PGlite and then run as `EXECUTE name(…)`: PostgreSQL keeps its plan as it does for the prepared
 * statements of node-postgres. PostgreSQL takes no `$n` parameters in `EXECUTE` (a utility statement),
 * so the values are written into it as quoted literals, each as the text PGlite itself would send
 * for the parameter's type; the literal's unknown type is coerced to the parameter's declared type.
 */

/** A PGlite, in the server's thread or its own, where prepared statements live. */
export type PgliteOwner = PGlite | PgliteThread;
/** A PGlite or one of its transactions: both run queries on the one PostgreSQL inside. */
type PgliteClient = PgliteOwner | Transaction | PgliteThreadTransaction;

const OWNER = Symbol('the PGlite a transaction runs on');
type Owned = { [OWNER]?: PgliteOwner };

interface Statements {
  /** Parameter types (as `regtype` text) of each statement prepared on this PGlite, by name. */
  ready: Map<string, readonly string[]>;
  /** Names being prepared right now (by another call): until then, that statement runs unnamed. */
  preparing: Set<string>;
}

const statementsOf = new WeakMap<PgliteOwner, Statements>();

/**
 * Lets `pgliteOf` find the PGlite behind a transaction: each transaction object is tagged with it
 * (PGlite's transaction object does not expose it).
 */
export function tagTransactions(client: PgliteOwner): void {
  const transaction = client.transaction.bind(client) as <T>(
    callback: (tx: Transaction | PgliteThreadTransaction) => Promise<T>,
  ) => Promise<T>;
  client.transaction = <T>(callback: (tx: Transaction & PgliteThreadTransaction) => Promise<T>) =>
    transaction((tx) => {
      (tx as Owned)[OWNER] = client;
      return callback(tx as Transaction & PgliteThreadTransaction);
    });
}

/** The PGlite that `client` (a Drizzle session's client) runs on; undefined for node-postgres. */
export function pgliteOf(client: unknown): PgliteOwner | undefined {
  if (client instanceof PGlite || client instanceof PgliteThread) return client;
  return (client as Owned | null)?.[OWNER];
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

function arrayText(values: readonly unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayText(value);
    return `"${scalarText(value).replace(/[\\"]/g, '\\$&')}"`;
  });
  return `{${items.join(',')}}`;
}

/** `value` as an SQL literal for a parameter of type `type` (an array type ends in `[]`). */
export function literalOf(value: unknown, type: string): string {
  if (value === null || value === undefined) return 'NULL';
  return quoted(type.endsWith('[]') && Array.isArray(value) ? arrayText(value) : scalarText(value));
}

/**
 * Values left to PGlite's own parameters: a NUL cannot be written into SQL text (it ends the string in
 * PostgreSQL's C code), and bytes would need their type's escaping.
 */
function unwritable(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (ArrayBuffer.isView(value)) return true;
  return Array.isArray(value) && value.some(unwritable);
}

/** `EXECUTE name(…)` with `params` written in as literals. */
export function executeText(name: string, params: readonly unknown[], types: readonly string[]): string {
  if (params.length === 0) return `EXECUTE ${identifier(name)}`;
  return `EXECUTE ${identifier(name)}(${params.map((value, i) => literalOf(value, types[i] ?? 'unknown')).join(', ')})`;
}

async function prepare(client: PgliteClient, name: string, text: string): Promise<readonly string[]> {
  await client.exec(`PREPARE ${identifier(name)} AS ${text}`);
  const found = await client.query<{ types: string[] }>(
    'select parameter_types::text[] as types from pg_prepared_statements where name = $1',
    [name],
  );
  return found.rows[0]?.types ?? [];
}

/**
 * Runs `text` with `params` on `client` as the prepared statement `name` of its PGlite: prepared on
 * first use (a prepared statement outlives the transaction it was made in, even one rolled back).
 * While another call is preparing it, and for a value holding a NUL or bytes, the statement runs unnamed.
 */
export async function queryPrepared<T>(
  owner: PgliteOwner,
  client: PgliteClient,
  name: string,
  text: string,
  params: readonly unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  const unnamed = () => client.query<T>(text, [...params], options);
  if (params.some(unwritable)) return unnamed();
  let statements = statementsOf.get(owner);
  if (!statements) statementsOf.set(owner, (statements = { ready: new Map(), preparing: new Set() }));
  let types = statements.ready.get(name);
  if (!types) {
    if (statements.preparing.has(name)) return unnamed();
    statements.preparing.add(name);
    try {
      types = await prepare(client, name, text);
      statements.ready.set(name, types);
    } finally {
      statements.preparing.delete(name);
    }
  }
  return client.query<T>(executeText(name, params, types), [], options);
}

/** A stand-in for `client` that runs every query as the prepared statement `name`. */
export function preparedClient(owner: PgliteOwner, client: PgliteClient, name: string) {
  return {
    query: <T>(text: string, params: readonly unknown[] = [], options?: QueryOptions) =>
      queryPrepared<T>(owner, client, name, text, params, options),
  };
}
