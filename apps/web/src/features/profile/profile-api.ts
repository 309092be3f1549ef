import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardType } from '@rol/rules/heroes/cards';
import {
  creatureCardUseRoute,
  creatureExchangeRoute,
  creatureLevelUpgradeRoute,
  creatureListRoute,
  creatureSquadSetRoute,
} from '@rol/protocol/creature-routes';
import type { BalancesDto } from '@rol/protocol/balances-dto';
import { api } from '../../api/api.ts';
import { heroKeys, refreshHeroes } from '../../api/hero-cache.ts';
import { patchPlayer } from '../../api/player-cache.ts';

/** The profile's heroes and cards tabs: every hero, the magic hammers and the cards held. */
export function useCreatureList() {
  return useQuery({ queryKey: heroKeys.list, queryFn: () => api.call(creatureListRoute), retry: 1 });
}

/**
 * The profile's calls. Each answer's balances go into the HUD at once; then the player info, the
 * hero queries and the artifacts are fetched again.
 */
export function useProfileCalls() {
  const client = useQueryClient();
  const settle = async (answer: { balances?: BalancesDto }) => {
    if (answer.balances) patchPlayer(client, answer.balances);
    await refreshHeroes(client);
  };
  const squad = useMutation({
    mutationFn: (creatureIds: number[]) => api.call(creatureSquadSetRoute, { body: { creatureIds } }),
    onSuccess: () => refreshHeroes(client),
  });
  const level = useMutation({
    mutationFn: (creatureIds: number[]) => api.call(creatureLevelUpgradeRoute, { body: { creatureIds } }),
    onSuccess: settle,
  });
  const exchange = useMutation({
    mutationFn: (pair: { donorId: number; receiverId: number }) =>
      api.call(creatureExchangeRoute, { body: pair }),
    onSuccess: settle,
  });
  const card = useMutation({
    mutationFn: (use: { card: CardType; creatureId: number }) =>
      api.call(creatureCardUseRoute, { body: use }),
    onSuccess: settle,
  });
  return { squad, level, exchange, card };
}
