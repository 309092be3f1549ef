import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { clanMembers } from '../db/schema/clan-members.ts';
import { players } from '../db/schema/players.ts';
import { ratingCounts } from '../db/schema/rating-counts.ts';
import { ratingParams } from '../db/schema/rating-params.ts';
import { together } from '../db/together.ts';
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
  const counted = (db: DbOrTx, grain: number, cond: SQL) =>
    db
      .select({ n: sumOf })
      .from(ratingCounts)
      .where(and(eq(ratingCounts.board, board.name), eq(ratingCounts.grain, grain), cond));
  const bandSum = (grain: number, cond: SQL) =>
    sql`(select ${sumOf} from ${ratingCounts} where ${ratingCounts.board} = ${board.name} and ${ratingCounts.grain} = ${grain} and ${cond})`;
  const mineOf = async (db: DbOrTx, playerId: number) => {
    const [mine] = await base(db).where(sql`${idColumn} = ${playerId}`);
    return mine ?? null;
  };
  // The three parts of a rank in one statement: the coarse bands above, the fine bands above in the
  // player's coarse band, and the players ahead inside the player's own fine band.
  const rankAfter = async (db: DbOrTx, mine: { playerId: number; score: string }) => {
    const score = BigInt(mine.score);
    const b = bandsOf(board, score);
    const coarse = bandSum(0, sql`${ratingCounts.bucket} > ${b.coarse}`);
    const fine = bandSum(
      1,
      sql`${ratingCounts.bucket} > ${b.fine} and ${ratingCounts.bucket} < ${b.fineEnd}`,
    );
    // The upper bound repeats what the row comparison implies: without it the planner cannot see
    // how narrow the range is, guesses a tenth of the table and plans parallel workers.
    const inside = sql`(select count(*) from ${params.from} where ${negScore} >= ${String(-b.fineTop)} and ${negScore} <= ${String(-score)} and (${negScore}, ${idColumn}) < (${String(-score)}, ${mine.playerId}))`;
    const [row] = await db
      .select({ n: sql<string>`(${coarse} + ${fine} + ${inside})::text` })
      .from(sql`(select 1) as one`);
    return Number(row?.n ?? 0);
  };
  const keyOf = (mine: { playerId: number; score: string }) =>
    sql`(${String(-BigInt(mine.score))}, ${mine.playerId})`;
  return {
    async total({ db }) {
      const [row] = await counted(db, 0, sql`true`);
      return Number(row?.n ?? 0);
    },
    async page({ db }, from, size) {
      // The offset walks the index for ids alone; only the page's rows are then read whole.
      const ids = db
        .select({ pid: sql<number>`${idColumn}`.as('pid') })
        .from(params.from as typeof players)
        .orderBy(negScore, idColumn)
        .offset(from)
        .limit(size)
        .as('page_ids');
      const rows = await base(db)
        .where(sql`${idColumn} in (select ${ids.pid} from ${ids})`)
        .orderBy(negScore, idColumn);
      return numbered(rows, from);
    },
    async rankOf({ db, playerId }) {
      const mine = await mineOf(db, playerId);
      if (!mine) return null;
      return numbered([mine], await rankAfter(db, mine))[0] ?? null;
    },
    async around({ db, playerId }, size, total) {
      const mine = await mineOf(db, playerId);
      if (!mine) return null;
      const ahead = await rankAfter(db, mine);
      const from = Math.max(0, Math.min(ahead - Math.floor(size / 2), total - size));
      const [before, after] = await together(
        base(db)
          .where(sql`(${negScore}, ${idColumn}) < ${keyOf(mine)}`)
          .orderBy(sql`${negScore} desc`, sql`${idColumn} desc`)
          .limit(ahead - from),
        base(db)
          .where(sql`(${negScore}, ${idColumn}) >= ${keyOf(mine)}`)
          .orderBy(negScore, idColumn)
          .limit(size - (ahead - from)),
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
