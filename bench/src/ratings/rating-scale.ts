import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { percentile } from '../stats.ts';
import { seedPlayers } from './seed-million.ts';

/**
 * The ratings' scale figure (`npm run bench:ratings -- <database url> [players] [readers] [seconds]`):
 * seeds a migrated, empty PostgreSQL database with a million players (seed-million.ts), then
 * `readers` concurrent readers each ask, for a random player, what `rating/by/{type}` asks: the
 * page of 100 at a random offset of the first 10,000 and the player's rank (the count of index
 * entries ahead of their key), for the level, scenario and params tables, and the arena page around
 * their seat. Reports p50/p99 per read (target: p99 ≤ 20 ms at 200 readers). Run it only on a quiet
 * machine: it measures the database, and a busy machine measures the others.
 */
const READS = {
  levelPage: `select id, nickname, level from players order by (-level), (-current_exp), id offset $1 limit 100`,
  levelRank: `select count(*) from players where ((-level), (-current_exp), id) < ((select -level from players where id = $1), (select -current_exp from players where id = $1), $1)`,
  scenarioRank: `select count(*) from players where ((-best_victory_stair), id) < ((select -best_victory_stair from players where id = $1), $1)`,
  paramsRank: `select count(*) from rating_params where ((-power), player_id) < ((select -power from rating_params where player_id = $1), $1)`,
  arenaAround: `select a.player_id, a.position from arena_standings a join players p on p.id = a.player_id
    where a.position between (select position from arena_standings where player_id = $1) - 50
      and (select position from arena_standings where player_id = $1) + 49 order by a.position`,
  online: `select count(*) from player_presence where seen_at > now() - interval '70 seconds'`,
} as const;

async function main() {
  const [url, players = '1000000', readers = '200', seconds = '20'] = process.argv.slice(2);
  if (!url)
    throw new Error(
      'usage: rating-scale <postgres url of a migrated, empty database> [players] [readers] [seconds]',
    );
  const pool = new pg.Pool({ connectionString: url, max: Number(readers) });
  const started = performance.now();
  await seedPlayers(pool, Number(players));
  console.log(`seeded ${players} players in ${Math.round((performance.now() - started) / 1000)} s`);
  const bounds = await pool.query<{ min: number; max: number }>(
    'select min(id)::int as min, max(id)::int as max from players',
  );
  const { min, max } = bounds.rows[0] ?? { min: 0, max: 0 };
  const times = new Map<string, number[]>(Object.keys(READS).map((k) => [k, []]));
  const until = performance.now() + Number(seconds) * 1000;
  await Promise.all(
    Array.from({ length: Number(readers) }, async () => {
      while (performance.now() < until) {
        const id = min + Math.floor(Math.random() * (max - min + 1));
        for (const [name, text] of Object.entries(READS)) {
          const params =
            name === 'levelPage' ? [Math.floor(Math.random() * 10_000)] : name === 'online' ? [] : [id];
          const t0 = performance.now();
          await pool.query(text, params);
          times.get(name)?.push(performance.now() - t0);
        }
      }
    }),
  );
  for (const [name, list] of times)
    console.log(
      `${name}: ${list.length} reads, p50 ${percentile(list, 50).toFixed(1)} ms, p99 ${percentile(list, 99).toFixed(1)} ms`,
    );
  await pool.end();
}

await main();
