import { useQuery } from '@tanstack/react-query';
import { arenaPlayerBattlesRoute } from '@rol/protocol/arena-routes';
import { playerProfileRoute } from '@rol/protocol/rating-routes';
import { api } from '../../api/api.ts';

export function usePlayerProfile(playerId: number | null) {
  return useQuery({
    queryKey: ['player-profile', playerId],
    queryFn: () => api.call(playerProfileRoute, { params: { playerId: playerId ?? 0 } }),
    enabled: playerId !== null,
    retry: false,
  });
}

/** The player's latest arena battles, each watchable (arena battles are public). */
export function usePlayerArenaBattles(playerId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['player-profile', playerId, 'arena-battles'],
    queryFn: () => api.call(arenaPlayerBattlesRoute, { params: { playerId: playerId ?? 0 } }),
    enabled: playerId !== null && enabled,
    retry: false,
  });
}
