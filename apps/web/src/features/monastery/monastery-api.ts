import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { monasteryGetRoute, monasteryRetrainRoute } from '@rol/protocol/monastery-routes';
import { api } from '../../api/api.ts';
import { patchPlayer, reloadPlayer } from '../../api/player-cache.ts';

const monasteryKey = ['monastery'] as const;

/** What the monks offer now (refetched whenever the window opens). */
export function useMonastery() {
  return useQuery({ queryKey: monasteryKey, queryFn: () => api.call(monasteryGetRoute), retry: false, staleTime: 0 });
}

/** A hero forgets a force: the balances follow at once, the heroes' stats with the player's info. */
export function useRetrain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { creatureId: number; forceId: string }) => api.call(monasteryRetrainRoute, { body: input }),
    onSuccess: async (answer) => {
      patchPlayer(client, answer.balances);
      await client.invalidateQueries({ queryKey: monasteryKey });
      await reloadPlayer(client);
    },
  });
}
