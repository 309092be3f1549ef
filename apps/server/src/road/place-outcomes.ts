import type { RoadPositionDto } from '@rol/protocol/place-dto';
import { stairOfPlaceId } from '@rol/rules/road/road-place';
import type { Tx } from '../db/database.ts';
import type { NewPlayerRow, PlayerRow } from '../db/schema/players.ts';
import { upsertPlaceState } from './place-state-queries.ts';
import { roadPositionOf, savePosition } from './road-position.ts';

/**
 * A battle's outcome at a place (§4 Battle), for the battles issue to call inside its transaction with
 * the player's row locked. A win removes the guard (`defeated`, the road opens to the next blocker,
 * bestVictoryStair rises); a loss marks the place battle-lost. The stored position follows (the
 * answer: the player's row and position as stored).
 */
export async function recordPlaceBattle(
  tx: Tx,
  params: { player: PlayerRow; placeId: number; won: boolean; now: Date; alsoSet?: Partial<NewPlayerRow> },
): Promise<{ player: PlayerRow; position: RoadPositionDto }> {
  const { player, placeId, won, now } = params;
  await upsertPlaceState(tx, {
    playerId: player.id,
    placeId,
    now,
    patch: won ? { defeated: true, battleLost: false } : { battleLost: true },
  });
  const bestVictoryStair = won
    ? Math.max(player.bestVictoryStair, stairOfPlaceId(placeId))
    : player.bestVictoryStair;
  // bestVictoryStair (and the caller's alsoSet) is stored with the position, in one statement.
  const updated = { ...player, bestVictoryStair };
  const alsoSet = {
    ...params.alsoSet,
    ...(bestVictoryStair === player.bestVictoryStair ? {} : { bestVictoryStair }),
  };
  return savePosition(tx, updated, await roadPositionOf(tx, updated), { alsoSet });
}
