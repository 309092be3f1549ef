import type { RatingRowDto } from '@rol/protocol/rating-routes';
import type { ClanSummaryDto } from '@rol/protocol/clan-dto';
import { clanLevelPosition, clanLevelRanking, clanSummaries, countClans } from '../clan-standing/clan-level-query.ts';
import { together } from '../db/together.ts';
import type { RatingScope, RatingTable } from './rating-scope.ts';

const clanRow = (clan: ClanSummaryDto, positionNumber: number): RatingRowDto => ({
  positionNumber,
  playerId: null,
  clanId: clan.id,
  nickname: clan.name,
  level: clan.level,
  value: clan.level,
});

async function readersClanRow({ db, clanId, nowMs }: RatingScope): Promise<RatingRowDto | null> {
  if (clanId === null) return null;
  const now = new Date(nowMs);
  const [position, [summary]] = await together(clanLevelPosition(db, clanId, now), clanSummaries(db, [clanId], now));
  return position !== null && summary ? clanRow(summary, position) : null;
}

/**
 * The clans by level (then more members, then the older clan), as the clans' own rating orders
 * them (`clan-standing/clan-level-query.ts`). Rows are clans; the reader's row is their clan's.
 */
export const clanLevelTable: RatingTable = {
  total: ({ db }) => countClans(db),
  async page({ db, nowMs }, from, size) {
    const rows = await clanLevelRanking(db, new Date(nowMs), from, size);
    return rows.map((c) => clanRow(c, c.positionNumber));
  },
  rankOf: readersClanRow,
  async clanRows(scope) {
    const mine = await readersClanRow(scope);
    return mine ? [mine] : [];
  },
  isMine: (row, scope) => row.clanId !== null && row.clanId === scope.clanId,
};
