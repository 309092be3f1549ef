import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  wheelAdTicketRoute,
  wheelSpinRoute,
  wheelStatusRoute,
  wheelTakeRewardRoute,
} from '@rol/protocol/wheel-routes';
import { api } from '../../api/api.ts';
import { boostersKey } from '../../api/booster-cache.ts';
import { afterPurchase } from '../../api/gear-cache.ts';
import { heroKeys } from '../../api/hero-cache.ts';

const wheelKey = ['campaign', 'wheel'] as const;

export function useWheelStatus() {
  return useQuery({ queryKey: wheelKey, queryFn: () => api.call(wheelStatusRoute), retry: false });
}

/** Spin, take the prize, a ticket for an ad: each answer carries the status and the balances. */
export function useWheelActions() {
  const client = useQueryClient();
  const spin = useMutation({
    mutationFn: () => api.call(wheelSpinRoute),
    onSuccess: async (answer) => {
      client.setQueryData(wheelKey, answer.status);
      await afterPurchase(client, answer.balances);
    },
  });
  const take = useMutation({
    mutationFn: (optionalCreatureId: number | undefined) =>
      api.call(wheelTakeRewardRoute, { query: optionalCreatureId === undefined ? {} : { optionalCreatureId } }),
    onSuccess: async (answer) => {
      client.setQueryData(wheelKey, answer.status);
      await Promise.all([
        afterPurchase(client, answer.balances),
        client.invalidateQueries({ queryKey: heroKeys.all }),
        client.invalidateQueries({ queryKey: boostersKey }),
      ]);
    },
  });
  const ad = useMutation({
    mutationFn: () => api.call(wheelAdTicketRoute),
    onSuccess: async (answer) => {
      client.setQueryData(wheelKey, answer.status);
      await afterPurchase(client, answer.balances);
    },
  });
  return { spin, take, ad };
}
