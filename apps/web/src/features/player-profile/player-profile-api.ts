import { useQuery } from '@tanstack/react-query';
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
