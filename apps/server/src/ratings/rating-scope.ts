import type { RatingRowDto } from '@rol/protocol/rating-routes';
import type { DbOrTx } from '../db/database.ts';

/** Who reads a rating, and when: what a table needs to find the reader's row and the reader's clan. */
export interface RatingScope {
  db: DbOrTx;
  playerId: number;
  /** The reader's clan, null without one. */
  clanId: number | null;
  lang: 'RU' | 'EN';
  nowMs: number;
}

/** One rating table: its size, a page by offsets, the reader's row (with its 1-based rank), a clan's rows. */
export interface RatingTable {
  total(scope: RatingScope): Promise<number>;
  page(scope: RatingScope, from: number, size: number): Promise<RatingRowDto[]>;
  rankOf(scope: RatingScope): Promise<RatingRowDto | null>;
  /**
   * `filter=clan`: the rows of the reader's clan, in the table's order. Player tables: the clan's
   * members, numbered within the clan (a clan holds at most a few dozen, so they are read whole).
   * The clans' table: the reader's clan's own row, numbered as in the whole table.
   */
  clanRows(scope: RatingScope, clanId: number): Promise<RatingRowDto[]>;
  /** Is this row the reader's (their own row, or their clan's in the clans' table)? */
  isMine(row: RatingRowDto, scope: RatingScope): boolean;
  /**
   * `filter=around` read from the reader's key rather than by offset (tables where an offset deep in
   * the table would walk every row above it): the page's first offset, its rows and the reader's row.
   */
  around?(
    scope: RatingScope,
    size: number,
    total: number,
  ): Promise<{ from: number; mine: RatingRowDto; positions: RatingRowDto[] } | null>;
}

/** Player rows, numbered from `from` + 1. */
export const numbered = <T extends { playerId: number; nickname: string; level: number; value: number }>(
  rows: T[],
  from: number,
): RatingRowDto[] =>
  rows.map((r, i) => ({
    positionNumber: from + i + 1,
    playerId: r.playerId,
    clanId: null,
    nickname: r.nickname,
    level: r.level,
    value: Number(r.value),
  }));

export const isPlayerRow = (row: RatingRowDto, scope: RatingScope) => row.playerId === scope.playerId;
