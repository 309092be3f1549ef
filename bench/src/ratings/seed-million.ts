import type pg from 'pg';

/**
 * Seeds a migrated PostgreSQL database with `count` players for the ratings' scale figure: levels,
 * experience and best stairs spread as a real population (many low, few high), every player on the
 * arena ladder (positions 1..count) and in the `params` table, and a fifth of them online. One
 * statement per table, generated in the database (`generate_series`), so a million rows take about
 * a minute on a quiet machine rather than a million round trips. The rating band counters'
 * triggers are off while loading and the counters are recounted once at the end
 * (`rating_counts_rebuild()`, the migration's own backfill) rather than bumped a million times.
 */
export async function seedPlayers(pool: pg.Pool, count: number): Promise<void> {
  await pool.query('alter table players disable trigger players_rating_counts');
  await pool.query('alter table rating_params disable trigger rating_params_rating_counts');
  await pool.query(
    `insert into players (client_uuid, nickname, level, current_exp, best_victory_stair, created_at)
     select gen_random_uuid(), 'seed_' || g, 1 + floor(power(random(), 3) * 300)::int,
       floor(random() * 10000)::int, floor(power(random(), 2) * 3000)::int, now()
     from generate_series(1, $1) g`,
    [count],
  );
  await pool.query(
    `insert into arena_standings (player_id, position, defence, reward_minute, utc_offset, joined_at, rewarded_until)
     select id, row_number() over (order by id), '[]'::jsonb, 1200, 180, now(), now()
     from players where nickname like 'seed\\_%'`,
  );
  await pool.query(
    `insert into rating_params (player_id, power, updated_at)
     select id, floor(power(random(), 2) * 5000000)::bigint, now() from players where nickname like 'seed\\_%'`,
  );
  await pool.query(
    `insert into player_presence (player_id, seen_at)
     select id, now() from players where nickname like 'seed\\_%' and id % 5 = 0`,
  );
  await pool.query('select rating_counts_rebuild()');
  await pool.query('alter table players enable trigger players_rating_counts');
  await pool.query('alter table rating_params enable trigger rating_params_rating_counts');
  // What autovacuum does after a bulk load: statistics, and the visibility map the counts use.
  for (const table of ['rating_counts', 'players', 'arena_standings', 'rating_params', 'player_presence'])
    await pool.query(`vacuum (analyze) ${table}`);
  // The load's dirty pages written now, not by a checkpoint in the middle of the measured window.
  await pool.query('checkpoint');
}
