import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '@rol/rules/random/prng';
import { RATING_TABLES } from '../../src/ratings/rating-tables.ts';
import type { RatingScope } from '../../src/ratings/rating-scope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * The band counters behind the level, scenario and params ranks, checked against a naive count:
 * ranks and the page around a player equal `row_number()` over the whole table after inserts,
 * ties, level-ups, falls in strength and deletions, and the counters equal a recount.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

const ORDER = {
  level: { from: 'players', key: '-level, -current_exp, id', id: 'id' },
  scenario: { from: 'players', key: '-best_victory_stair, id', id: 'id' },
  params: { from: 'rating_params', key: '-power, player_id', id: 'player_id' },
} as const;
type Board = keyof typeof ORDER;

/** Rows of a raw statement. */
async function rowsOf<T>(query: ReturnType<typeof sql> | ReturnType<typeof sql.raw>): Promise<T[]> {
  const res = (await t.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

async function naiveRanks(board: Board): Promise<Map<number, number>> {
  const o = ORDER[board];
  const rows = await rowsOf<{ id: number; rank: string }>(
    sql.raw(`select ${o.id} as id, row_number() over (order by ${o.key}) as rank from ${o.from}`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.rank)]));
}

const scope = (playerId: number): RatingScope => ({
  db: t.db,
  playerId,
  clanId: null,
  lang: 'EN',
  nowMs: t.clock(),
});

async function expectRanksMatch(sample: number[]) {
  for (const board of Object.keys(ORDER) as Board[]) {
    const naive = await naiveRanks(board);
    const table = RATING_TABLES[board];
    expect(await table.total(scope(sample[0]!))).toBe(naive.size);
    const byRank = [...naive.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
    for (const id of sample) {
      const mine = await table.rankOf(scope(id));
      expect(mine?.positionNumber, `${board} rank of ${id}`).toBe(naive.get(id));
      const near = await table.around!(scope(id), 7, naive.size);
      expect(near?.positions.map((p) => p.playerId), `${board} around ${id}`).toEqual(
        byRank.slice(near!.from, near!.from + 7),
      );
      expect(near?.positions.map((p) => p.positionNumber)).toEqual(
        Array.from({ length: near!.positions.length }, (_, i) => near!.from + i + 1),
      );
    }
  }
  const counters = await rowsOf(
    sql`select board, grain, bucket::text, players from rating_counts where players <> 0 order by 1, 2, 3`,
  );
  await t.db.execute(sql`select rating_counts_rebuild()`);
  const recounted = await rowsOf(
    sql`select board, grain, bucket::text, players from rating_counts where players <> 0 order by 1, 2, 3`,
  );
  expect(counters).toEqual(recounted);
}

describe('rating ranks from band counters', () => {
  it('equal a naive count through inserts, ties, changes and deletions', async () => {
    // 400 players: levels 1–12, experience with many ties (multiples of 50 up to 300, across the
    // 64-point bands), stairs 0–150 (ties), strengths across the 256-point and 65,536-point bands.
    await t.db.execute(sql`
      insert into players (client_uuid, nickname, level, current_exp, best_victory_stair, created_at)
      select gen_random_uuid(), 'rank_' || g, 1 + (g * 7) % 12, ((g * 13) % 7) * 50, (g * 31) % 151, now()
      from generate_series(1, 400) g`);
    await t.db.execute(sql`
      insert into rating_params (player_id, power, updated_at)
      select id, ((id * 7919) % 300) * 700 + (id % 3) * 100, now() from players`);
    const ids = (await rowsOf<{ id: number }>(sql`select id from players order by id`)).map((r) => Number(r.id));
    let rng: RngState = seedRng(20);
    const random = {
      int(min: number, max: number) {
        const draw = nextInt(rng, min, max);
        rng = draw.state;
        return draw.value;
      },
    };
    const pick = () => ids[random.int(0, ids.length - 1)]!;
    const sample = () => Array.from({ length: 12 }, pick).concat(ids[0]!, ids[ids.length - 1]!);
    await expectRanksMatch(sample());
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 60; i += 1) {
        const id = pick();
        await t.db.execute(sql`update players set current_exp = current_exp + ${random.int(0, 200)},
          level = level + ${random.int(0, 1)}, best_victory_stair = best_victory_stair + ${random.int(0, 9)}
          where id = ${id}`);
        await t.db.execute(sql`update rating_params set power = greatest(0, power + ${random.int(-70_000, 70_000)})
          where player_id = ${id}`);
      }
      const gone = pick();
      await t.db.execute(sql`delete from players where id = ${gone}`);
      ids.splice(ids.indexOf(gone), 1);
      await expectRanksMatch(sample());
    }
  }, 120_000);
});
