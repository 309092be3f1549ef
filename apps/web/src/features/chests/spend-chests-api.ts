import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  chest2StatusRoute,
  chest3StatusRoute,
  chestOpenRoute,
  chestStatusRoute,
  type SpendChestDto,
} from '@rol/protocol/spend-chest-routes';
import { api } from '../../api/api.ts';
import { afterPurchase } from '../../api/gear-cache.ts';

const STATUS_ROUTES = [chestStatusRoute, chest2StatusRoute, chest3StatusRoute] as const;
const statusKey = (index: number) => ['spend-chests', index] as const;

/** The six chests (three status calls, two chests each) and the gems spent. */
export function useSpendChests() {
  const results = useQueries({
    queries: STATUS_ROUTES.map((route, index) => ({
      queryKey: statusKey(index),
      queryFn: () => api.call(route),
      retry: false,
    })),
  });
  const ready = results.every((r) => r.data);
  return {
    chests: ready ? results.flatMap((r) => r.data?.chests ?? []) : null,
    spent: results[0]?.data?.spent ?? 0,
    isPending: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
  };
}

export function useOpenSpendChest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chestId: SpendChestDto['id']) => api.call(chestOpenRoute, { params: { chestId } }),
    onSuccess: async (answer) => {
      await afterPurchase(client, answer.balances);
      await client.invalidateQueries({ queryKey: ['spend-chests'] });
    },
  });
}
