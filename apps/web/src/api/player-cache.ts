import type { QueryClient } from '@tanstack/react-query';
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
