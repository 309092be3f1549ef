import type pg from 'pg';

/**
 * A transaction's BEGIN without a round trip of its own. The pool's connections run in node-postgres's
 * pipeline mode (a query is written at once, not after the one before it is answered), and a bare
 * `begin` answers at once: it is written to the connection and the transaction's first statement
 * follows it in the same write, so PostgreSQL answers both in one round trip instead of two.
 *
 * PostgreSQL runs the messages of a connection in order, so the statement runs inside the
 * transaction the BEGIN opened. Should the BEGIN itself fail, the statement after it fails with the
 * BEGIN's error, so the transaction's body never goes on as if it were in one.
 */
export function deferBeginOf(client: pg.PoolClient): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  let begun: Promise<unknown> | null = null;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [config, values, callback] = args;
    const promiseStyle = typeof values !== 'function' && typeof callback !== 'function';
    if (promiseStyle && isBareBegin(config, values)) {
      const sent = send(...args) as Promise<unknown>;
      // Its failure is handed to the statement after it.
      sent.catch(() => undefined);
      begun = sent;
      return Promise.resolve(BEGIN_RESULT);
    }
    const result = send(...args);
    if (!begun || !promiseStyle) return result;
    const before = begun;
    begun = null;
    // The BEGIN is answered first (a connection answers in order): its failure is this one's.
    return before.then(
      () => result,
      (error: unknown) => {
        (result as Promise<unknown>).catch(() => undefined);
        throw error;
      },
    );
  };
}

/** `begin` (any case, with or without a mode such as `isolation level serializable`), no values. */
function isBareBegin(config: unknown, values: unknown): boolean {
  const text =
    typeof config === 'string'
      ? config
      : config && typeof config === 'object' && !('name' in config && (config as { name?: unknown }).name)
        ? (config as { text?: unknown; values?: unknown }).text
        : undefined;
  const configValues =
    config && typeof config === 'object' ? (config as { values?: unknown }).values : undefined;
  const hasValues = (v: unknown) => Array.isArray(v) && v.length > 0;
  return (
    typeof text === 'string' && /^\s*begin\b/i.test(text) && !hasValues(values) && !hasValues(configValues)
  );
}

/** What node-postgres answers a BEGIN with (no rows). */
const BEGIN_RESULT = { command: 'BEGIN', rowCount: null, oid: null, rows: [], fields: [] };
