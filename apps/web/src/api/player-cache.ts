import type { QueryClient } from '@tanstack/react-query';
import type { RoadPositionDto } from '@rol/protocol/place-dto';
import type { PlayerDto, PlayerInfoDto } from '@rol/protocol/player-dto';
import { playerInfoKey } from './player-info.ts';

/** Writes fields a settings call returned into the cached player info (no refetch needed). */
export function patchPlayer(client: QueryClient, patch: Partial<PlayerDto>, infoPatch: Partial<Omit<PlayerInfoDto, 'player'>> = {}): void {
  client.setQueryData<PlayerInfoDto | null>(playerInfoKey, (old) =>
    old ? { ...old, ...infoPatch, player: { ...old.player, ...patch } } : old,
  );
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
