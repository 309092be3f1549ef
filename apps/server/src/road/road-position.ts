import type { RoadPositionDto } from '@rol/protocol/place-dto';
import { battleStairFrom } from '@rol/rules/road/blockers';
import { guardCoordinate, stairOfCoordinate } from '@rol/rules/road/coordinates';
import type { DbOrTx } from '../db/database.ts';
import type { PlayerPlaceRow } from '../db/schema/player-places.ts';
import type { NewPlayerRow, PlayerRow } from '../db/schema/players.ts';
import { setPlayer, updatePlayer } from '../players/player-queries.ts';
import {
  type DefeatedGuardsAndPlaceState,
  listDefeatedGuardStairs,
  listDefeatedGuardStairsAndPlaceState,
} from './place-state-queries.ts';

/** How many stairs of defeated guards one scan for the next blocker reads at most. */
export const BLOCKER_SCAN_LIMIT = 10_000;

/**
 * Where the player stands and how far they may go (docs/architecture.md, "Game design baseline"). Every stair has a guard at
 * `guardCoordinate(stair)` (place index 0) and only guards block, so the next blocker is the guard of
 * `battleStair`: the first stair at or above the player whose guard is undefeated. `maxCoordinate` is
 * that guard's coordinate, or the end of the loaded world when it is nearer — never below where the
 * player already stands.
 */
export async function roadPositionOf(
  db: DbOrTx,
  player: PlayerRow,
  at: { coordinate: number; loadedTo: number } = player,
): Promise<RoadPositionDto> {
  const stair = stairOfCoordinate(at.coordinate);
  return positionFrom(player, at, await defeatedGuardStairs(db, player.id, stair, stair));
}

/**
 * The player's position (as `roadPositionOf`) and their state of the place `placeId`, read in one
 * statement: what a place action reads once it holds the player's lock.
 */
export async function roadPositionAndPlaceState(
  db: DbOrTx,
  player: PlayerRow,
  placeId: number,
): Promise<{ position: RoadPositionDto; state: PlayerPlaceRow | null }> {
  return positionAndPlaceStateFrom(
    player,
    await listDefeatedGuardStairsAndPlaceState(db, placeReadOf(player, placeId)),
  );
}

/** What a place action reads of the road for `player` and `placeId` (`listDefeatedGuardStairsAndPlaceState`'s inputs). */
export function placeReadOf(player: PlayerRow, placeId: number) {
  return {
    playerId: player.id,
    fromStair: stairOfCoordinate(player.coordinate),
    limit: BLOCKER_SCAN_LIMIT,
    placeId,
  };
}

/** The player's position and state of the place from what was read with `placeReadOf`'s inputs. */
export function positionAndPlaceStateFrom(
  player: PlayerRow,
  read: DefeatedGuardsAndPlaceState,
): { position: RoadPositionDto; state: PlayerPlaceRow | null } {
  return { position: positionFrom(player, player, new Set(read.defeatedStairs)), state: read.state };
}

/**
 * What reading the player's position and their states of the places of stairs [fromStair, toStair]
 * takes (`defeatedGuardsAndPlaceStatesParams`' inputs); `positionFrom` then gives the position from
 * the defeated guards read.
 */
export function placesReadOf(player: PlayerRow, stairs: { fromStair: number; toStair: number }) {
  return {
    playerId: player.id,
    fromStair: stairOfCoordinate(player.coordinate),
    limit: BLOCKER_SCAN_LIMIT,
    statesFromStair: stairs.fromStair,
    statesToStair: stairs.toStair,
  };
}

/**
 * The stairs whose guard the player has defeated, read once for positions from `lowStair` up to
 * `highStair`: every stair a position's blocker scan may look at (BLOCKER_SCAN_LIMIT from each).
 */
export async function defeatedGuardStairs(
  db: DbOrTx,
  playerId: number,
  lowStair: number,
  highStair: number,
): Promise<ReadonlySet<number>> {
  const limit = BLOCKER_SCAN_LIMIT + Math.max(0, highStair - lowStair);
  return new Set(await listDefeatedGuardStairs(db, { playerId, fromStair: lowStair, limit }));
}

/** The position at `at` given the defeated guards from its stair up (`defeatedGuardStairs`). */
export function positionFrom(
  player: PlayerRow,
  at: { coordinate: number; loadedTo: number },
  defeated: ReadonlySet<number>,
): RoadPositionDto {
  const stair = stairOfCoordinate(at.coordinate);
  const battleStair = battleStairFrom(at.coordinate, (s) => defeated.has(s), BLOCKER_SCAN_LIMIT);
  const maxCoordinate = Math.max(at.coordinate, Math.min(guardCoordinate(battleStair), at.loadedTo));
  return {
    coordinate: at.coordinate,
    minCoordinate: player.minCoordinate,
    maxCoordinate,
    loadedTo: at.loadedTo,
    stair,
    battleStair,
    bestVictoryStair: player.bestVictoryStair,
    contextId: player.contextId,
  };
}

/** The coordinate of the next undefeated blocker ahead (ignoring the loaded world). */
export function blockerCoordinate(position: RoadPositionDto): number {
  return guardCoordinate(position.battleStair);
}

/**
 * Stores a position (stair, battleStair and maxCoordinate always follow the coordinate);
 * `newContext` changes contextId so moves sent before a server-made move are refused; `alsoSet`
 * writes other columns of the player in the same statement.
 */
export async function savePosition(
  db: DbOrTx,
  player: PlayerRow,
  position: RoadPositionDto,
  options: { newContext?: boolean; alsoSet?: Partial<NewPlayerRow> } = {},
): Promise<{ player: PlayerRow; position: RoadPositionDto }> {
  const contextId = options.newContext ? (player.contextId + 1) % 2_147_483_647 : player.contextId;
  const updated = await updatePlayer(db, player.id, {
    ...options.alsoSet,
    ...positionColumns(position, contextId),
  });
  return { player: updated, position: { ...position, contextId } };
}

/** The columns of `players` that store a position. */
function positionColumns(position: RoadPositionDto, contextId: number) {
  return {
    coordinate: position.coordinate,
    maxCoordinate: position.maxCoordinate,
    loadedTo: position.loadedTo,
    stair: position.stair,
    battleStair: position.battleStair,
    contextId,
  };
}

/** `savePosition` without the updated row (nothing read back): the position as stored. */
export async function storePosition(
  db: DbOrTx,
  player: PlayerRow,
  position: RoadPositionDto,
): Promise<RoadPositionDto> {
  await setPlayer(db, player.id, positionColumns(position, player.contextId));
  return position;
}

/** Whether `position` is what the player's row already stores (savePosition would change nothing). */
export function isStoredPosition(player: PlayerRow, position: RoadPositionDto): boolean {
  return (
    player.coordinate === position.coordinate &&
    player.maxCoordinate === position.maxCoordinate &&
    player.loadedTo === position.loadedTo &&
    player.stair === position.stair &&
    player.battleStair === position.battleStair &&
    player.contextId === position.contextId
  );
}

/** Moves the player (a turn, a teleport, a portal): a new context, the loaded world reaching the target. */
export async function relocatePlayer(
  db: DbOrTx,
  player: PlayerRow,
  coordinate: number,
): Promise<{ player: PlayerRow; position: RoadPositionDto }> {
  const position = await roadPositionOf(db, player, {
    coordinate,
    loadedTo: Math.max(player.loadedTo, coordinate),
  });
  return savePosition(db, player, position, { newContext: true });
}
