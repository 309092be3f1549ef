import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  delayedChestEnsureRoute,
  delayedChestSpeedupRoute,
  delayedChestTakeRoute,
} from '@rol/protocol/delayed-chest-routes';
import { api } from '../../api/api.ts';
import { afterPurchase } from '../../api/gear-cache.ts';

const delayedChestKey = ['delayed-chest'] as const;

/** The delayed chest: opening the window ensures one is on the clock. */
export function useDelayedChest() {
  return useQuery({
    queryKey: delayedChestKey,
    queryFn: () => api.call(delayedChestEnsureRoute),
    retry: false,
  });
}

/** Speed up (gems) and take: each answer carries the chest and the balances. */
export function useDelayedChestActions() {
  const client = useQueryClient();
  const speedup = useMutation({
    mutationFn: () => api.call(delayedChestSpeedupRoute),
    onSuccess: async (answer) => {
      client.setQueryData(delayedChestKey, answer);
      await afterPurchase(client, answer.balances);
    },
  });
  const take = useMutation({
    mutationFn: () => api.call(delayedChestTakeRoute),
    onSuccess: async (answer) => {
      await afterPurchase(client, answer.balances);
      await client.invalidateQueries({ queryKey: delayedChestKey });
    },
  });
  return { speedup, take };
}
