import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { RatingFilter, RatingType } from '@rol/protocol/rating-routes';
import { createDatabase } from '../../../apps/server/src/db/database.ts';
import { migrateDatabase } from '../../../apps/server/src/db/migrate.ts';
import type { PlayerRow } from '../../../apps/server/src/db/schema/players.ts';
import type { AppContext } from '../../../apps/server/src/http/app-context.ts';
import { ratingPage } from '../../../apps/server/src/ratings/rating-service.ts';
import { openBenchPostgres } from '../db/bench-database.ts';
import { percentile } from '../stats.ts';
import { seedPlayers } from './seed-million.ts';

/**
 * The ratings' scale figure (`npm run bench:ratings -- [--players N] [--readers N] [--seconds S]
 * [--pool N]`): a fresh PostgreSQL database (a throw-away cluster, or a new database on the server
 * BENCH_DATABASE_URL names), migrated, seeded with a million players (seed-million.ts); then
 * `readers` concurrent readers each ask, again and again for a random player, what
 * `rating/by/{type}` answers — the server's own `ratingPage` (the service behind the route, HTTP
 * aside) — for every table with a data set at this scale: a page of 100 at a random offset of the
 * first 10,000 with the reader's `myPosition` (filter `all`), and the page centred on the reader
 * (filter `around`). Reports p50/p99 per call (target: p99 ≤ 20 ms at 200 readers). It measures the
 * database: run it on a quiet machine.
 */
const TYPES: RatingType[] = ['level', 'scenario', 'params', 'arenaPosition'];
const FILTERS: RatingFilter[] = ['all', 'around'];

async function main() {
  const { values } = parseArgs({
    options: {
      players: { type: 'string', default: '1000000' },
      readers: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '20' },
      pool: { type: 'string', default: '50' },
      'think-ms': { type: 'string', default: '500' },
    },
  });
  const players = Number(values.players);
  const readers = Number(values.readers);
  const seconds = Number(values.seconds);
  const thinkMs = Number(values['think-ms']);
  const bench = await openBenchPostgres(process.env.BENCH_DATABASE_URL ?? null);
  const database = createDatabase({ databaseUrl: bench.url, poolMax: Number(values.pool) });
  try {
    await migrateDatabase(database);
    const seeded = performance.now();
    await seedPlayers(database.pool, players);
    console.log(
      `${bench.transport}: seeded ${players} players in ${Math.round((performance.now() - seeded) / 1000)} s`,
    );
    const ctx = { db: database.db, clock: () => Date.now() } as unknown as AppContext;
    const { rows } = await database.pool.query<{ min: number; max: number }>(
      'select min(id)::int as min, max(id)::int as max from players',
    );
    const { min, max } = rows[0] ?? { min: 0, max: 0 };
    const times = new Map<string, number[]>();
    const record = (name: string, ms: number) => times.set(name, [...(times.get(name) ?? []), ms]);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // One call: a random reader, a random table and filter; a reader pauses `thinkMs` after each
    // answer, as a player looks at the page before the next (0: back to back, a saturation run).
    const readOnce = async (measured: boolean) => {
      const id = min + Math.floor(Math.random() * (max - min + 1));
      const player = { id, lang: 'RU' } as PlayerRow;
      const type = TYPES[Math.floor(Math.random() * TYPES.length)]!;
      const filter = FILTERS[Math.floor(Math.random() * FILTERS.length)]!;
      const from = Math.floor(Math.random() * 9_900);
      const t0 = performance.now();
      await ratingPage(ctx, { player, type, filter, from, to: from + 100 });
      if (measured) record(`${type} ${filter}`, performance.now() - t0);
      if (thinkMs > 0) await pause(thinkMs);
    };
    const readUntil = (until: number, measured: boolean) =>
      Promise.all(
        Array.from({ length: readers }, async (_, i) => {
          // Readers start one after another over one pause, so they are not in step.
          await pause((i * thinkMs) / readers);
          while (performance.now() < until) await readOnce(measured);
        }),
      );
    // A short warm-up (caches, plans, the pool's connections), then the measured window.
    await readUntil(performance.now() + 5_000, false);
    const started = performance.now();
    await readUntil(started + seconds * 1000, true);
    const elapsed = (performance.now() - started) / 1000;
    const all = [...times.values()].flat();
    console.log(
      `${readers} readers, ${thinkMs} ms pause, pool ${values.pool}, ${seconds} s: ${all.length} calls (${Math.round(all.length / elapsed)}/s), p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`,
    );
    for (const [name, list] of times)
      console.log(
        `  ${name}: ${list.length} calls, p50 ${percentile(list, 50).toFixed(1)} ms, p99 ${percentile(list, 99).toFixed(1)} ms`,
      );
  } finally {
    await database.close();
    await bench.dispose();
  }
}

await main();
