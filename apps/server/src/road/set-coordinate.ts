import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { portalsAlong, visitPortals } from './portal-places.ts';
import { isTutorialFinished } from '@rol/rules/world/tutorial';
import { recordGameEvent } from '../progress/record-game-event.ts';
import { stairOfCoordinate } from '@rol/rules/road/coordinates';
import { blockerCoordinate, defeatedGuardStairs, positionFrom, storePosition } from './road-position.ts';
import { together } from '../db/together.ts';

/**
 * `player/v3/coordinate/set`: the client reports where the squad walked. The server refuses (never
 * clamps) a stale contextId (CONTEXT_STALE: the server moved the player since), a move during a
 * battle, a target below minCoordinate or beyond the loaded world (COORDINATE_OUT_OF_RANGE) and one
 * past the next undefeated blocker (ROAD_BLOCKED). Walking back down is always allowed. stair,
 * battleStair and maxCoordinate follow the new coordinate; portals walked by become teleport targets.
 */
export async function setCoordinate(
  ctx: AppContext,
  who: ActingPlayer,
  coordinate: number,
  contextId: number,
) {
  const now = new Date(ctx.clock());
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const playerId = player.id;
    // One read of the defeated guards serves the position before and after the move: from the lower
    // of the two stairs (the target clamped to where a move may go; a move beyond it is refused).
    const target = Math.min(
      Math.max(coordinate, player.minCoordinate),
      Math.max(player.coordinate, player.loadedTo),
    );
    const [from, to] = [stairOfCoordinate(player.coordinate), stairOfCoordinate(target)];
    const defeated = await defeatedGuardStairs(tx, playerId, Math.min(from, to), Math.max(from, to));
    const current = positionFrom(player, player, defeated);
    if (contextId !== player.contextId) throw new ApiError('CONTEXT_STALE', { ...current });
    if (player.battleId !== null) throw new ApiError('PLAYER_IN_BATTLE', { battleId: player.battleId });
    if (coordinate > current.coordinate && coordinate > blockerCoordinate(current))
      throw new ApiError('ROAD_BLOCKED', {
        maxCoordinate: current.maxCoordinate,
        battleStair: current.battleStair,
      });
    if (
      coordinate < current.minCoordinate ||
      (coordinate > current.coordinate && coordinate > current.loadedTo)
    )
      throw new ApiError('COORDINATE_OUT_OF_RANGE', {
        minCoordinate: current.minCoordinate,
        loadedTo: current.loadedTo,
      });
    const next = positionFrom(player, { coordinate, loadedTo: player.loadedTo }, defeated);
    const passed = portalsAlong(ctx.config.worldSeed, current.coordinate, coordinate).filter(
      (p) => p.posY <= Math.max(current.maxCoordinate, next.maxCoordinate),
    );
    // A new stair counts for the tasks; during the tutorial any step up is its walk.
    const reached =
      coordinate > current.coordinate &&
      (next.stair > current.stair || !isTutorialFinished(player.tutorialSteps));
    // The position, the portals and the task's progress go out together (one round trip).
    const [saved] = await together(
      storePosition(tx, player, next),
      visitPortals(tx, { playerId, portals: passed, now }),
      reached
        ? recordGameEvent(
            tx,
            { playerId, tutorialSteps: player.tutorialSteps },
            'STAIR_REACHED',
            next.stair,
            now.getTime(),
          )
        : Promise.resolve(),
    );
    return { position: saved };
  });
}
