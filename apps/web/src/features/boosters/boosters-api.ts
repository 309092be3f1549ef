import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boosterActivateRoute, boosterProlongRoute, boosterReplaceRoute } from '@rol/protocol/booster-routes';
import type { BoosterAction, BoosterId } from '@rol/rules/economy/boosters';
import { api } from '../../api/api.ts';
import { boostersKey, boostersQuery } from '../../api/booster-cache.ts';
import { afterPurchase } from '../../api/gear-cache.ts';
import { heroKeys } from '../../api/hero-cache.ts';

export function useBoosters() {
  return useQuery(boostersQuery);
}

const ROUTES = { activate: boosterActivateRoute, prolong: boosterProlongRoute, replace: boosterReplaceRoute };

/** Activate, prolong or replace: the HUD's balances and badge follow, and the heroes (a set's health). */
export function useBoosterChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { boosterId: BoosterId; action: BoosterAction }) =>
      api.call(ROUTES[input.action], { body: { boosterId: input.boosterId } }),
    onSuccess: async (answer) => {
      await Promise.all([
        afterPurchase(client, answer.balances),
        client.invalidateQueries({ queryKey: boostersKey }),
        client.invalidateQueries({ queryKey: heroKeys.all }),
      ]);
    },
  });
}
