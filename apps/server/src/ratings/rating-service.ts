import { eq } from 'drizzle-orm';
import { RATING_PAGE, type RatingDto, type RatingFilter, type RatingType } from '@rol/protocol/rating-routes';
import { clanMembers } from '../db/schema/clan-members.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { DbOrTx } from '../db/database.ts';
import { together } from '../db/together.ts';
import { refreshSquadPower } from '../heroes/squad-power.ts';
import type { AppContext } from '../http/app-context.ts';
import { countOnline } from '../sessions/presence.ts';
import type { RatingScope } from './rating-scope.ts';
import { RATING_TABLES } from './rating-tables.ts';

/**
 * A page of a rating. `all`: offsets from the top. `around`: the page of the same size centred on
 * the reader (from the top when the reader is not in the table). `clan`: the reader's clan — the
 * members in the table's order, numbered within the clan (the clans' table: the reader's clan's
 * row); empty for a reader without a clan. Reading the params table first stores the reader's own
 * squad strength as it is now, so they see themselves as they are.
 */
export async function ratingPage(
  ctx: AppContext,
  params: {
    player: PlayerRow;
    type: RatingType;
    filter: RatingFilter;
    from: number;
    to?: number | undefined;
  },
): Promise<RatingDto> {
  const { type, filter, player } = params;
  const size = (params.to ?? params.from + RATING_PAGE) - params.from;
  const nowMs = ctx.clock();
  if (type === 'params') await refreshSquadPower(ctx.db, player.id, new Date(nowMs));
  const table = RATING_TABLES[type];
  const reader = { db: ctx.db, playerId: player.id, lang: player.lang, nowMs };
  // The reader's clan (it matters to the clan filter and to the clans' own table only), the online
  // count and the table's size do not depend on one another: they are read together.
  const [clanId, playersOnline, playersTotal] = await together(
    filter === 'clan' || type === 'clanLevel' ? clanIdOf(ctx.db, player.id) : Promise.resolve(null),
    countOnline(ctx.db, nowMs),
    filter === 'clan' ? Promise.resolve(0) : table.total({ ...reader, clanId: null }),
  );
  const scope: RatingScope = { ...reader, clanId };
  if (filter === 'clan') {
    const rows = scope.clanId === null ? [] : await table.clanRows(scope, scope.clanId);
    const from = Math.min(params.from, rows.length);
    return {
      type,
      filter,
      playersTotal: rows.length,
      playersOnline,
      myPosition: rows.find((r) => table.isMine(r, scope)) ?? null,
      from,
      to: from + size,
      positions: rows.slice(from, from + size),
    };
  }
  if (filter === 'around' && table.around) {
    const near = await table.around(scope, size, playersTotal);
    if (near) {
      const { from, mine, positions } = near;
      return {
        type,
        filter,
        playersTotal,
        playersOnline,
        myPosition: mine,
        from,
        to: from + size,
        positions,
      };
    }
  }
  if (filter !== 'around') {
    // A page by offsets does not depend on the reader's row: both are read together.
    const from = params.from;
    const [myPosition, positions] = await together(
      table.rankOf(scope),
      from < playersTotal ? table.page(scope, from, size) : Promise.resolve([]),
    );
    return { type, filter, playersTotal, playersOnline, myPosition, from, to: from + size, positions };
  }
  const myPosition = await table.rankOf(scope);
  const from = myPosition
    ? Math.max(0, Math.min(myPosition.positionNumber - 1 - Math.floor(size / 2), playersTotal - size))
    : 0;
  const positions = from < playersTotal ? await table.page(scope, from, size) : [];
  return { type, filter, playersTotal, playersOnline, myPosition, from, to: from + size, positions };
}

async function clanIdOf(db: DbOrTx, playerId: number): Promise<number | null> {
  const [membership] = await db
    .select({ clanId: clanMembers.clanId })
    .from(clanMembers)
    .where(eq(clanMembers.playerId, playerId));
  return membership?.clanId ?? null;
}
