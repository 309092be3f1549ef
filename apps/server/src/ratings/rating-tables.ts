import { asc, between, count, eq, max, sql, type SQL } from 'drizzle-orm';
import type { RatingRowDto } from '@rol/protocol/rating-routes';
import type { DbOrTx } from '../db/database.ts';
import { arenaStandings } from '../db/schema/arena-standings.ts';
import { clanMembers } from '../db/schema/clan-members.ts';
import { players } from '../db/schema/players.ts';
import { ratingParams } from '../db/schema/rating-params.ts';
import { clanLevelTable } from './clan-level-table.ts';
import { eventPositionTable } from './event-position-table.ts';
import { isPlayerRow, numbered, type RatingTable } from './rating-scope.ts';

/**
 * A table ordered by `keys` ascending (negated columns for "more is better", the player id last),
 * read along an index on exactly those expressions: a page is an index walk from the offset, and a
 * rank is the count of index entries before the player's key (a row comparison the index answers).
 */
function keyedTable(params: {
  from: typeof players | typeof ratingParams;
  joinPlayers: boolean;
  keys: SQL[];
  value: SQL<number>;
  idColumn: typeof players.id | typeof ratingParams.playerId;
}): RatingTable {
  const fields = {
    playerId: sql<number>`${params.idColumn}`.mapWith(Number),
    nickname: players.nickname,
    level: players.level,
    value: params.value.mapWith(Number),
  };
  const keyFields: Record<string, SQL<string>> = Object.fromEntries(
    params.keys.map((key, i) => [`k${i}`, sql<string>`${key}`.mapWith(String)]),
  );
  const select = { ...fields, ...keyFields };
  const base = (db: DbOrTx) => {
    const q = db.select(select).from(params.from as typeof players);
    return params.joinPlayers ? q.innerJoin(players, eq(players.id, ratingParams.playerId)) : q;
  };
  const keyTuple = sql.join(params.keys, sql`, `);
  return {
    async total({ db }) {
      const [row] = await db.select({ n: count() }).from(params.from as typeof players);
      return row?.n ?? 0;
    },
    async page({ db }, from, size) {
      const rows = await base(db)
        .orderBy(...params.keys)
        .offset(from)
        .limit(size);
      return numbered(rows, from);
    },
    async rankOf({ db, playerId }) {
      const [mine] = await base(db).where(sql`${params.idColumn} = ${playerId}`);
      if (!mine) return null;
      // The player's key as constants: a row comparison the index can answer. No cast — the
      // parameters take the key expressions' own types (a bigint against an integer expression
      // would keep the index out).
      const myKey = sql.join(
        params.keys.map((_, i) => sql`${(mine as Record<string, unknown>)[`k${i}`]}`),
        sql`, `,
      );
      const [ahead] = await db
        .select({ n: count() })
        .from(params.from as typeof players)
        .where(sql`(${keyTuple}) < (${myKey})`);
      return numbered([mine], ahead?.n ?? 0)[0] ?? null;
    },
    async clanRows({ db }, clanId) {
      const rows = await base(db)
        .innerJoin(clanMembers, eq(clanMembers.playerId, params.idColumn))
        .where(eq(clanMembers.clanId, clanId))
        .orderBy(...params.keys);
      return numbered(rows, 0);
    },
    isMine: isPlayerRow,
  };
}

const levelTable = keyedTable({
  from: players,
  joinPlayers: false,
  keys: [sql`(-${players.level})`, sql`(-${players.currentExp})`, sql`${players.id}`],
  value: sql<number>`${players.level}`,
  idColumn: players.id,
});

const scenarioTable = keyedTable({
  from: players,
  joinPlayers: false,
  keys: [sql`(-${players.bestVictoryStair})`, sql`${players.id}`],
  value: sql<number>`${players.bestVictoryStair}`,
  idColumn: players.id,
});

const paramsTable = keyedTable({
  from: ratingParams,
  joinPlayers: true,
  keys: [sql`(-${ratingParams.power})`, sql`${ratingParams.playerId}`],
  value: sql<number>`${ratingParams.power}`,
  idColumn: ratingParams.playerId,
});

const arenaFields = {
  playerId: arenaStandings.playerId,
  nickname: players.nickname,
  level: players.level,
  value: arenaStandings.position,
};

const ladderRow = (r: {
  playerId: number;
  nickname: string;
  level: number;
  value: number;
}): RatingRowDto => ({
  ...r,
  clanId: null,
  positionNumber: r.value,
});

/** The arena ladder: the position is the rank, so a page is a range of the unique position index. */
const arenaTable: RatingTable = {
  async total({ db }) {
    const [row] = await db.select({ total: max(arenaStandings.position) }).from(arenaStandings);
    return row?.total ?? 0;
  },
  async page({ db }, from, size) {
    const rows = await db
      .select(arenaFields)
      .from(arenaStandings)
      .innerJoin(players, eq(players.id, arenaStandings.playerId))
      .where(between(arenaStandings.position, from + 1, from + size))
      .orderBy(asc(arenaStandings.position));
    return rows.map(ladderRow);
  },
  async rankOf({ db, playerId }) {
    const [row] = await db
      .select(arenaFields)
      .from(arenaStandings)
      .innerJoin(players, eq(players.id, arenaStandings.playerId))
      .where(eq(arenaStandings.playerId, playerId));
    return row ? ladderRow(row) : null;
  },
  async clanRows({ db }, clanId) {
    const rows = await db
      .select(arenaFields)
      .from(arenaStandings)
      .innerJoin(players, eq(players.id, arenaStandings.playerId))
      .innerJoin(clanMembers, eq(clanMembers.playerId, arenaStandings.playerId))
      .where(eq(clanMembers.clanId, clanId))
      .orderBy(asc(arenaStandings.position));
    // Numbered within the clan; the value keeps the seat on the ladder.
    return numbered(rows, 0);
  },
  isMine: isPlayerRow,
};

export const RATING_TABLES = {
  params: paramsTable,
  scenario: scenarioTable,
  level: levelTable,
  arenaPosition: arenaTable,
  clanLevel: clanLevelTable,
  eventPosition: eventPositionTable,
} as const;
