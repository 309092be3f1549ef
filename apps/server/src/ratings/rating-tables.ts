import { asc, between, eq, max, sql } from 'drizzle-orm';
import type { RatingRowDto } from '@rol/protocol/rating-routes';
import { arenaStandings } from '../db/schema/arena-standings.ts';
import { clanMembers } from '../db/schema/clan-members.ts';
import { players } from '../db/schema/players.ts';
import { ratingParams } from '../db/schema/rating-params.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { clanLevelTable } from './clan-level-table.ts';
import { eventPositionTable } from './event-position-table.ts';
import { keyedTable } from './keyed-rating-table.ts';
import { LEVEL_BOARD, PARAMS_BOARD, SCENARIO_BOARD } from './rating-boards.ts';
import { isPlayerRow, numbered, type RatingTable } from './rating-scope.ts';

const levelTable = keyedTable({
  board: LEVEL_BOARD,
  from: players,
  joinPlayers: false,
  value: sql<number>`${players.level}`,
  idColumn: players.id,
});

const scenarioTable = keyedTable({
  board: SCENARIO_BOARD,
  from: players,
  joinPlayers: false,
  value: sql<number>`${players.bestVictoryStair}`,
  idColumn: players.id,
});

const paramsTable = keyedTable({
  board: PARAMS_BOARD,
  from: ratingParams,
  joinPlayers: true,
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

const ladderTotal = preparedQuery('rating_arena_total', (db, name) =>
  db
    .select({ total: max(arenaStandings.position) })
    .from(arenaStandings)
    .prepare(name),
);

const ladderRange = preparedQuery('rating_arena_range', (db, name) =>
  db
    .select(arenaFields)
    .from(arenaStandings)
    .innerJoin(players, eq(players.id, arenaStandings.playerId))
    .where(between(arenaStandings.position, sql.placeholder('first'), sql.placeholder('last')))
    .orderBy(asc(arenaStandings.position))
    .prepare(name),
);

const ladderSeat = preparedQuery('rating_arena_seat', (db, name) =>
  db
    .select(arenaFields)
    .from(arenaStandings)
    .innerJoin(players, eq(players.id, arenaStandings.playerId))
    .where(eq(arenaStandings.playerId, sql.placeholder('playerId')))
    .prepare(name),
);

/** The arena ladder: the position is the rank, so a page is a range of the unique position index. */
const arenaTable: RatingTable = {
  async total({ db }) {
    const [row] = await ladderTotal(db);
    return row?.total ?? 0;
  },
  async page({ db }, from, size) {
    const rows = await ladderRange(db, { first: from + 1, last: from + size });
    return rows.map(ladderRow);
  },
  async rankOf({ db, playerId }) {
    const [row] = await ladderSeat(db, { playerId });
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
