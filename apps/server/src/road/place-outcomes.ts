import { stairOfPlaceId } from '@rol/rules/road/road-place';
import type { Tx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { upsertPlaceState } from './place-state-queries.ts';

/**
 * A battle's outcome at a place (§4 Battle), inside the completing transaction with the player's row
 * locked. A win removes the guard (`defeated`: the road opens to the next blocker) and raises
 * bestVictoryStair; a loss marks the place battle-lost. Answers the player with bestVictoryStair as it
 * is now: the caller stores it with the position, which it reads after this (so the read sees the
 * outcome).
 */
export async function recordPlaceBattle(
  tx: Tx,
  params: { player: PlayerRow; placeId: number; won: boolean; now: Date },
): Promise<PlayerRow> {
  const { player, placeId, won, now } = params;
  await upsertPlaceState(tx, {
    playerId: player.id,
    placeId,
    now,
    patch: won ? { defeated: true, battleLost: false } : { battleLost: true },
  });
  if (!won) return player;
  return { ...player, bestVictoryStair: Math.max(player.bestVictoryStair, stairOfPlaceId(placeId)) };
}
