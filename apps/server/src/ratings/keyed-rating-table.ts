import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { clanMembers } from '../db/schema/clan-members.ts';
import { players } from '../db/schema/players.ts';
import { ratingCounts } from '../db/schema/rating-counts.ts';
import { ratingParams } from '../db/schema/rating-params.ts';
import { together } from '../db/together.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { bandsOf, type RatingBoard } from './rating-boards.ts';
import { isPlayerRow, numbered, type RatingScope, type RatingTable } from './rating-scope.ts';

const sumOf = sql<string>`coalesce(sum(${ratingCounts.players}), 0)`;

/**
 * A player table ordered by (−score, id) along an index on exactly those expressions. A page from
 * the top is an index walk from the offset; the page around a player is two keyset walks from the
 * player's key (no offset, however deep). A rank never counts the whole table: it is the players of
 * the coarse bands above the player's (`rating_counts`), plus those of the fine bands above it in
 * its coarse band, plus a count along the index inside its own fine band only.
 */
export function keyedTable(params: {
  board: RatingBoard;
  from: typeof players | typeof ratingParams;
  joinPlayers: boolean;
  value: SQL<number>;
  idColumn: typeof players.id | typeof ratingParams.playerId;
}): RatingTable & {
  around(scope: RatingScope, size: number, total: number): Promise<AroundPage | null>;
} {
  const { board, idColumn } = params;
  const negScore = sql`(-(${board.score}))`;
  const select = {
    playerId: sql<number>`${idColumn}`.mapWith(Number),
    nickname: players.nickname,
    level: players.level,
    value: params.value.mapWith(Number),
    score: sql<string>`${board.score}::text`,
  };
  const base = (db: DbOrTx) => {
    const q = db.select(select).from(params.from as typeof players);
    return params.joinPlayers ? q.innerJoin(players, eq(players.id, ratingParams.playerId)) : q;
  };
  // Every statement of a table is prepared once per board (built once, planned once per connection).
  const named = (what: string) => `rating_${board.name}_${what}`;
  const placeholder = (name: string) => sql.placeholder(name);
  const bandSum = (grain: number, cond: SQL) =>
    sql`(select ${sumOf} from ${ratingCounts} where ${ratingCounts.board} = ${board.name} and ${ratingCounts.grain} = ${grain} and ${cond})`;
  const totalOf = preparedQuery(named('total'), (db, name) =>
    db
      .select({ n: sumOf })
      .from(ratingCounts)
      .where(and(eq(ratingCounts.board, board.name), eq(ratingCounts.grain, 0)))
      .prepare(name),
  );
  const pageOf = preparedQuery(named('page'), (db, name) => {
    // The offset walks the index for ids alone; only the page's rows are then read whole.
    const ids = db
      .select({ pid: sql<number>`${idColumn}`.as('pid') })
      .from(params.from as typeof players)
      .orderBy(negScore, idColumn)
      .offset(placeholder('offset'))
      .limit(placeholder('limit'))
      .as('page_ids');
    return base(db)
      .where(sql`${idColumn} in (select ${ids.pid} from ${ids})`)
      .orderBy(negScore, idColumn)
      .prepare(name);
  });
  const mineOf = preparedQuery(named('mine'), (db, name) =>
    base(db)
      .where(sql`${idColumn} = ${placeholder('playerId')}`)
      .prepare(name),
  );
  // The three parts of a rank in one statement: the coarse bands above, the fine bands above in the
  // player's coarse band, and the players ahead inside the player's own fine band. The upper bound
  // repeats what the row comparison implies: without it the planner cannot see how narrow the range
  // is, guesses a tenth of the table and plans parallel workers.
  const rankOfKey = preparedQuery(named('rank'), (db, name) => {
    const coarse = bandSum(0, sql`${ratingCounts.bucket} > ${placeholder('coarse')}`);
    const fine = bandSum(
      1,
      sql`${ratingCounts.bucket} > ${placeholder('fine')} and ${ratingCounts.bucket} < ${placeholder('fineEnd')}`,
    );
    const negTop = placeholder('negTop');
    const negScoreOf = sql`${placeholder('negScore')}::bigint`;
    const inside = sql`(select count(*) from ${params.from} where ${negScore} >= ${negTop} and ${negScore} <= ${negScoreOf} and (${negScore}, ${idColumn}) < (${negScoreOf}, ${placeholder('playerId')}))`;
    return db
      .select({ n: sql<string>`(${coarse} + ${fine} + ${inside})::text` })
      .from(sql`(select 1) as one`)
      .prepare(name);
  });
  const keyOf = sql`(${placeholder('negScore')}::bigint, ${placeholder('playerId')}::int)`;
  const beforeOf = preparedQuery(named('before'), (db, name) =>
    base(db)
      .where(sql`(${negScore}, ${idColumn}) < ${keyOf}`)
      .orderBy(sql`${negScore} desc`, sql`${idColumn} desc`)
      .limit(placeholder('limit'))
      .prepare(name),
  );
  const afterOf = preparedQuery(named('after'), (db, name) =>
    base(db)
      .where(sql`(${negScore}, ${idColumn}) >= ${keyOf}`)
      .orderBy(negScore, idColumn)
      .limit(placeholder('limit'))
      .prepare(name),
  );
  const findMine = async (db: DbOrTx, playerId: number) => {
    const [mine] = await mineOf(db, { playerId });
    return mine ?? null;
  };
  const rankAfter = async (db: DbOrTx, mine: { playerId: number; score: string }) => {
    const score = BigInt(mine.score);
    const b = bandsOf(board, score);
    const [row] = await rankOfKey(db, {
      coarse: String(b.coarse),
      fine: String(b.fine),
      fineEnd: String(b.fineEnd),
      negTop: String(-b.fineTop),
      negScore: String(-score),
      playerId: mine.playerId,
    });
    return Number(row?.n ?? 0);
  };
  return {
    async total({ db }) {
      const [row] = await totalOf(db);
      return Number(row?.n ?? 0);
    },
    async page({ db }, from, size) {
      return numbered(await pageOf(db, { offset: from, limit: size }), from);
    },
    async rankOf({ db, playerId }) {
      const mine = await findMine(db, playerId);
      if (!mine) return null;
      return numbered([mine], await rankAfter(db, mine))[0] ?? null;
    },
    async around({ db, playerId }, size, total) {
      const mine = await findMine(db, playerId);
      if (!mine) return null;
      const ahead = await rankAfter(db, mine);
      const from = Math.max(0, Math.min(ahead - Math.floor(size / 2), total - size));
      const key = { negScore: String(-BigInt(mine.score)), playerId: mine.playerId };
      const [before, after] = await together(
        beforeOf(db, { ...key, limit: ahead - from }),
        afterOf(db, { ...key, limit: size - (ahead - from) }),
      );
      return {
        from,
        mine: numbered([mine], ahead)[0]!,
        positions: numbered([...before.reverse(), ...after], from),
      };
    },
    async clanRows({ db }, clanId) {
      const rows = await base(db)
        .innerJoin(clanMembers, eq(clanMembers.playerId, idColumn))
        .where(eq(clanMembers.clanId, clanId))
        .orderBy(negScore, idColumn);
      return numbered(rows, 0);
    },
    isMine: isPlayerRow,
  };
}

export interface AroundPage {
  from: number;
  mine: ReturnType<typeof numbered>[number];
  positions: ReturnType<typeof numbered>;
}
