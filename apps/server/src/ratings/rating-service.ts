import type { RatingDto, RatingFilter, RatingType } from '@rol/protocol/rating-routes';
import { RATING_PAGE } from '@rol/protocol/rating-routes';
import type { AppContext } from '../http/app-context.ts';
import { countOnline } from '../sessions/presence.ts';
import { RATING_TABLES } from './rating-tables.ts';

/**
 * A page of a rating. `all`: offsets from the top. `around`: the page of the same size centred on
 * the reader (from the top when the reader is not in the table). `clan`: the reader's clan — empty
 * until clans exist (a player without a clan has an empty clan table in any case).
 */
export async function ratingPage(
  ctx: AppContext,
  params: { playerId: number; type: RatingType; filter: RatingFilter; from: number; to?: number | undefined },
): Promise<RatingDto> {
  const { type, filter } = params;
  const size = (params.to ?? params.from + RATING_PAGE) - params.from;
  const nowMs = ctx.clock();
  const playersOnline = await countOnline(ctx.db, nowMs);
  if (filter === 'clan')
    return { type, filter, playersTotal: 0, playersOnline, myPosition: null, from: 0, to: 0, positions: [] };
  const table = RATING_TABLES[type];
  const [playersTotal, myPosition] = await Promise.all([
    table.total(ctx.db),
    table.rankOf(ctx.db, params.playerId),
  ]);
  const from =
    filter === 'around' && myPosition
      ? Math.max(0, Math.min(myPosition.positionNumber - 1 - Math.floor(size / 2), playersTotal - size))
      : filter === 'around'
        ? 0
        : params.from;
  const positions = from < playersTotal ? await table.page(ctx.db, from, size) : [];
  return { type, filter, playersTotal, playersOnline, myPosition, from, to: from + size, positions };
}
