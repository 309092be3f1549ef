import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backpackGetRoute, backpackSlotsSetRoute } from '@rol/protocol/backpack-routes';
import type { BackpackSlotKind } from '@rol/rules/heroes/backpack';
import { api } from '../../api/api.ts';
import { gearKeys } from '../../api/gear-cache.ts';

export function useBackpack() {
  return useQuery({ queryKey: gearKeys.backpack, queryFn: () => api.call(backpackGetRoute), retry: false });
}

/** backpack/slots/set: one row at a time, the answer is the whole backpack. */
export function useSetSlots() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: BackpackSlotKind; slots: (string | null)[] }) =>
      api.call(backpackSlotsSetRoute, { body: input }),
    onSuccess: (backpack) => client.setQueryData(gearKeys.backpack, backpack),
  });
}
