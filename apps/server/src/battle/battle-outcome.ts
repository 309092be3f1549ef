import { eq, sql } from 'drizzle-orm';
import { stairOfCoordinate } from '@rol/rules/road/coordinates';
import type { Tx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { players, type NewPlayerRow, type PlayerRow } from '../db/schema/players.ts';
import { heroStates, type HeroState } from '../heroes/hero-state.ts';
import { heroRowsFields, heroRowsFrom, type HeroRowsFieldValues } from '../heroes/hero-rows-query.ts';
import {
  defeatedGuardIds,
  defeatedGuardsParams,
  defeatedGuardStairsFrom,
} from '../road/place-state-queries.ts';
import { updatePlayer } from '../players/player-queries.ts';
import { together } from '../db/together.ts';
import { recordPlaceBattle } from '../road/place-outcomes.ts';
import { BLOCKER_SCAN_LIMIT, positionFrom, savePosition } from '../road/road-position.ts';
import type { RoadPositionDto } from '@rol/protocol/place-dto';

/** What `battle/complete` reads once the battle's outcome is written to the place. */
interface CompleteReads {
  /** The player's position after the outcome (the guard just defeated counts). */
  position: RoadPositionDto;
  /** Every hero as it stands now (completed steps applied in memory), squad first. */
  heroes: HeroState[];
}

const completeReadsOf = preparedQuery('complete_reads', (db, name) =>
  db
    .select({ defeated: defeatedGuardIds, ...heroRowsFields })
    .from(players)
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare(name),
);

/**
 * The road around `player` and the heroes in one statement, read in the completing transaction after
 * the place's outcome is stored (so the snapshot has it), each part read by the same fields and
 * decoded by the same function as its own module's statement (`roadPositionOf`, `loadHeroStates`).
 */
async function loadCompleteReads(tx: Tx, player: PlayerRow, nowMs: number): Promise<CompleteReads> {
  return completeReadsFrom(await readCompleteRow(tx, player), player, nowMs);
}

/** The statement of `loadCompleteReads`, sent at the call: only the player's id and coordinate count. */
function readCompleteRow(tx: Tx, player: PlayerRow) {
  return completeReadsOf(tx, {
    playerId: player.id,
    ...defeatedGuardsParams({ fromStair: stairOfCoordinate(player.coordinate), limit: BLOCKER_SCAN_LIMIT }),
  });
}

function completeReadsFrom(
  [row]: Awaited<ReturnType<typeof readCompleteRow>>,
  player: PlayerRow,
  nowMs: number,
): CompleteReads {
  if (!row) throw new Error(`player ${player.id} vanished`);
  const { rows, extras } = heroRowsFrom(row as HeroRowsFieldValues);
  return {
    position: positionFrom(player, player, new Set(defeatedGuardStairsFrom(row.defeated))),
    heroes: rows.length === 0 ? [] : heroStates(rows, extras, nowMs),
  };
}

/**
 * Where a battle leaves the player (`battle/complete`, in its transaction with the player's row
 * locked): the place's outcome when the battle was at a place (`recordPlaceBattle`), then the road and
 * the heroes read in one statement that sees it, then the position stored with `closing` (and
 * bestVictoryStair) in one update of the player's row. Answers the row as updated, its position and
 * the heroes as they stand now.
 */
export async function storeBattleOutcome(
  tx: Tx,
  params: {
    player: PlayerRow;
    placeId: number | null;
    won: boolean;
    now: Date;
    closing: Partial<NewPlayerRow>;
  },
): Promise<{ player: PlayerRow; position: RoadPositionDto; heroes: HeroState[] }> {
  const { placeId, won, now, closing } = params;
  const nowMs = now.getTime();
  if (placeId === null) {
    // Away from the road the closing moves nothing on it: the update and the reads go out together
    // (both at the call, in this order, so the reads see the update).
    const [player, read] = await together(
      updatePlayer(tx, params.player.id, closing),
      readCompleteRow(tx, params.player),
    );
    return { player, ...completeReadsFrom(read, player, nowMs) };
  }
  const outcome = await recordPlaceBattle(tx, { player: params.player, placeId, won, now });
  const { position, heroes } = await loadCompleteReads(tx, outcome, nowMs);
  const alsoSet = { ...closing, bestVictoryStair: outcome.bestVictoryStair };
  return { ...(await savePosition(tx, outcome, position, { alsoSet })), heroes };
}
