import { eq, sql } from 'drizzle-orm';
import { serverDay } from '@rol/rules/server-day';
import type { Tx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { players } from '../db/schema/players.ts';
import { dailyClaimedField } from '../players/daily-claim-queries.ts';
import { EVERYDAY_REWARD } from '../players/everyday-reward.ts';
import { markersFrom, playerMarkersField } from '../players/marker-queries.ts';
import {
  defeatedGuardIds,
  defeatedGuardsAndPlaceStatesFrom,
  defeatedGuardsAndPlaceStatesParams,
  placeStatesField,
  type DefeatedGuardsAndPlaceStates,
} from './place-state-queries.ts';

/** Everything `place/v3/ensure` reads once it holds the player's lock. */
export interface EnsureReads {
  /** The defeated guards from the player's stair up and the player's states of the places in range. */
  road: DefeatedGuardsAndPlaceStates;
  /** Whether the everyday reward was taken today (the answer shows whether it is available). */
  everydayClaimed: boolean;
  /** The player's markers: a story place whose marker is held is read (done). */
  markers: ReadonlySet<string>;
}

const ensureReadsOf = preparedQuery('ensure_reads', (db, name) =>
  db
    .select({
      defeated: defeatedGuardIds,
      states: placeStatesField,
      everydayClaimed: dailyClaimedField(EVERYDAY_REWARD),
      markers: playerMarkersField(sql.raw('"players"."id"')),
    })
    .from(players)
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare(name),
);

/** The reads of `place/v3/ensure` in one statement (one round trip, one snapshot after the lock). */
export async function loadEnsureReads(
  tx: Tx,
  params: Parameters<typeof defeatedGuardsAndPlaceStatesParams>[0],
  nowMs: number,
): Promise<EnsureReads> {
  const [row] = await ensureReadsOf(tx, {
    ...defeatedGuardsAndPlaceStatesParams(params),
    day: serverDay(nowMs),
  });
  return {
    road: defeatedGuardsAndPlaceStatesFrom(row ?? {}),
    everydayClaimed: row?.everydayClaimed === true,
    markers: new Set(markersFrom(row?.markers)),
  };
}
