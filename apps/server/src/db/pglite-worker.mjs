// The embedded PGlite in a thread of its own (worker_threads), so that its PostgreSQL (WebAssembly,
// synchronous) runs on one core while the server's event loop handles requests on another. The
// server's thread talks to it through `pglite-thread.ts`: one message per query or exec, answered in
// order; that side holds the one-transaction-at-a-time lock. Plain JavaScript: a worker starts without
// the TypeScript loader of the thread that made it (vitest, tsx).
import { readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** The kernel's id of this thread (`/proc/<pid>/task/<tid>`), for its CPU time; null off Linux. */
function threadId() {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop()) || null;
  } catch {
    return null;
  }
}

/** A parser that hands the column's text back as it is, for each type the caller asked that of. */
const asText = (value) => value;
const parsersByKey = new Map();
function parsersOf(oids) {
  if (!oids || oids.length === 0) return undefined;
  const key = oids.join(',');
  let parsers = parsersByKey.get(key);
  if (!parsers) parsersByKey.set(key, (parsers = Object.fromEntries(oids.map((oid) => [oid, asText]))));
  return parsers;
}

function optionsOf(options) {
  if (!options) return undefined;
  const out = {};
  if (options.rowMode) out.rowMode = options.rowMode;
  if (options.paramTypes) out.paramTypes = options.paramTypes;
  const parsers = parsersOf(options.textOids);
  if (parsers) out.parsers = parsers;
  return out;
}

/** A PostgreSQL error with its fields (code, constraint, detail…), as structured clone can carry it. */
function errorOf(error) {
  const fields = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === undefined || typeof value === 'function') continue;
      if (key === 'params' || key === 'queryOptions') continue;
      fields[key] = value;
    }
  }
  return {
    name: error?.name ?? 'Error',
    message: error?.message ?? String(error),
    stack: error?.stack,
    fields,
  };
}

const { dataDir, loadDataDir } = workerData;
let db;
try {
  db = new PGlite(dataDir, loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {});
  await db.waitReady;
  parentPort.postMessage({ id: 0, ok: true, value: { threadId: threadId() } });
} catch (error) {
  parentPort.postMessage({ id: 0, ok: false, error: errorOf(error) });
}

async function run(message) {
  // A transaction's BEGIN travels with its first statement (one round trip fewer per action).
  if (message.begin) await db.exec('BEGIN');
  switch (message.op) {
    case 'query':
      return db.query(message.text, message.params, optionsOf(message.options));
    case 'exec':
      return db.exec(message.text, optionsOf(message.options));
    case 'dump': {
      const dump = await db.dumpDataDir(message.compression);
      return new Uint8Array(await dump.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown PGlite thread request ${message.op}`);
  }
}

parentPort.on('message', async (message) => {
  try {
    const value = await run(message);
    parentPort.postMessage({ id: message.id, ok: true, value });
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: errorOf(error) });
  }
});
