import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  arenaDefenceSetRoute,
  arenaHistoryRoute,
  arenaInfoRoute,
  arenaOpponentsRoute,
  arenaReplayRoute,
  arenaRewardTimeSetRoute,
  ARENA_HISTORY_PAGE,
} from '@rol/protocol/arena-routes';
import { battleArenaAttackRoute } from '@rol/protocol/battle-routes';
import { api } from '../../api/api.ts';
import { patchPlayer } from '../../api/player-cache.ts';

export const arenaKeys = {
  info: ['arena', 'info'] as const,
  opponents: ['arena', 'opponents'] as const,
  history: (pages: number) => ['arena', 'history', pages] as const,
  replay: (battleId: number) => ['arena', 'replay', battleId] as const,
};

/** Opening the arena (joins the ladder at level 8, credits due daily rewards). */
export function useArenaInfo() {
  const client = useQueryClient();
  return useQuery({
    queryKey: arenaKeys.info,
    queryFn: async () => {
      const info = await api.call(arenaInfoRoute);
      patchPlayer(client, {
        tickets: info.tickets,
        arenaPosition: info.standing?.position ?? null,
        ...(info.standing ? { arenaLeague: info.standing.league } : {}),
      });
      return info;
    },
    retry: false,
  });
}

export function useOpponents(enabled: boolean) {
  return useQuery({
    queryKey: arenaKeys.opponents,
    queryFn: () => api.call(arenaOpponentsRoute),
    enabled,
    retry: false,
  });
}

export function useHistory(pages: number) {
  return useQuery({
    queryKey: arenaKeys.history(pages),
    queryFn: () => api.call(arenaHistoryRoute, { query: { from: 0, to: pages * ARENA_HISTORY_PAGE } }),
    retry: false,
  });
}

export function useReplay(battleId: number | null) {
  return useQuery({
    queryKey: arenaKeys.replay(battleId ?? 0),
    queryFn: () => api.call(arenaReplayRoute, { params: { battleId: battleId ?? 0 } }),
    enabled: battleId !== null,
    retry: false,
  });
}

/** The attack: the battle starts and the start sequence shows it (the player's battleId). */
export function useArenaAttack(onStarted: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { opponentId: number; position: number }) =>
      api.call(battleArenaAttackRoute, { body: input }),
    onSuccess: (status) => {
      void client.invalidateQueries({ queryKey: ['arena'] });
      patchPlayer(client, { battleId: status.battle.id });
      onStarted();
    },
    onError: () => void client.invalidateQueries({ queryKey: arenaKeys.opponents }),
  });
}

export function useArenaSettings() {
  const client = useQueryClient();
  const onSuccess = (info: Awaited<ReturnType<typeof api.call<typeof arenaInfoRoute>>>) =>
    client.setQueryData(arenaKeys.info, info);
  const defence = useMutation({
    mutationFn: (creatureIds: number[]) => api.call(arenaDefenceSetRoute, { body: { creatureIds } }),
    onSuccess,
  });
  const rewardTime = useMutation({
    mutationFn: (input: { minute: number; utcOffset: number }) =>
      api.call(arenaRewardTimeSetRoute, { body: input }),
    onSuccess,
  });
  return { defence, rewardTime };
}
