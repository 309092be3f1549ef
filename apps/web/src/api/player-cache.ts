import type { QueryClient } from '@tanstack/react-query';
import type { RoadPositionDto } from '@rol/protocol/place-dto';
import type { PlayerDto, PlayerInfoDto } from '@rol/protocol/player-dto';
import { playerInfoKey } from './player-info.ts';

/**
 * Writes fields a call's answer (or a push) carried into the cached player info, with no refetch.
 * The patch is newer than any player-info read already on its way (that read may have started
 * before the change was committed and would put the old fields back), so such a read is
 * cancelled and asked again: the server's answer after the commit has the last word.
 */
export function patchPlayer(client: QueryClient, patch: Partial<PlayerDto>, infoPatch: Partial<Omit<PlayerInfoDto, 'player'>> = {}): void {
  const readOnItsWay = client.isFetching({ queryKey: playerInfoKey, exact: true }) > 0;
  client.setQueryData<PlayerInfoDto | null>(playerInfoKey, (old) =>
    old ? { ...old, ...infoPatch, player: { ...old.player, ...patch } } : old,
  );
  if (readOnItsWay) void client.invalidateQueries({ queryKey: playerInfoKey, exact: true, refetchType: 'all' });
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
