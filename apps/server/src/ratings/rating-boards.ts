import { sql, type SQL } from 'drizzle-orm';
import { players } from '../db/schema/players.ts';
import { ratingParams } from '../db/schema/rating-params.ts';

/**
 * A rating board ordered by (−score, player id): its score as one bigint expression and the shifts
 * of its two band grains in `rating_counts`. The shifts and score expressions are repeated in the
 * counters' triggers (the `rank_counts` migration): change both together.
 *
 * - level: level × 2³² + experience; a coarse band is one level, a fine band 64 experience points.
 * - scenario: the best stair; a coarse band is 64 stairs, a fine band one stair.
 * - params: the squad strength; a coarse band is 65,536 points, a fine band 256.
 */
export interface RatingBoard {
  name: 'level' | 'scenario' | 'params';
  score: SQL;
  coarseShift: bigint;
  fineShift: bigint;
}

export const LEVEL_BOARD: RatingBoard = {
  name: 'level',
  score: sql`(${players.level}::bigint * 4294967296 + ${players.currentExp})`,
  coarseShift: 32n,
  fineShift: 6n,
};

export const SCENARIO_BOARD: RatingBoard = {
  name: 'scenario',
  score: sql`${players.bestVictoryStair}`,
  coarseShift: 6n,
  fineShift: 0n,
};

export const PARAMS_BOARD: RatingBoard = {
  name: 'params',
  score: sql`${ratingParams.power}`,
  coarseShift: 16n,
  fineShift: 8n,
};

/** Where a score sits: its coarse band, its fine band, the first fine band past its coarse band, the top of its fine band. */
export function bandsOf(board: RatingBoard, score: bigint) {
  const coarse = score >> board.coarseShift;
  const fine = score >> board.fineShift;
  return {
    coarse,
    fine,
    fineEnd: (coarse + 1n) << (board.coarseShift - board.fineShift),
    fineTop: ((fine + 1n) << board.fineShift) - 1n,
  };
}
