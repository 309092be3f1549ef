import type { QueryClient } from '@tanstack/react-query';
import type { RoadPositionDto } from '@rol/protocol/place-dto';
import type { PlayerDto, PlayerInfoDto } from '@rol/protocol/player-dto';
import { playerInfoKey } from './player-info.ts';
import { notePatch } from './player-patches.ts';

/**
 * Writes fields a call's answer (or a push) carried into the cached player info, with no refetch.
 * A read of the player info already on its way gets the same fields laid over its answer when it
 * lands (`player-patches.ts`), since it may have been answered before the change was committed.
 */
export function patchPlayer(client: QueryClient, patch: Partial<PlayerDto>, infoPatch: Partial<Omit<PlayerInfoDto, 'player'>> = {}): void {
  const apply = (info: PlayerInfoDto): PlayerInfoDto => ({ ...info, ...infoPatch, player: { ...info.player, ...patch } });
  client.setQueryData<PlayerInfoDto | null>(playerInfoKey, (old) => (old ? apply(old) : old));
  notePatch(apply);
}

/** Fetches the player info again and waits for it. */
export function reloadPlayer(client: QueryClient): Promise<void> {
  return client.refetchQueries({ queryKey: playerInfoKey, exact: true });
}

/** The player fields a road position sets (the server's word on where the squad stands). */
export function positionFields(position: RoadPositionDto): Partial<PlayerDto> {
  const { coordinate, minCoordinate, maxCoordinate, stair, battleStair, bestVictoryStair, contextId } = position;
  return { coordinate, minCoordinate, maxCoordinate, stair, battleStair, bestVictoryStair, contextId };
}
