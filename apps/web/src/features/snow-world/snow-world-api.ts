import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  snowWorldAttackRoute,
  snowWorldEnterRoute,
  snowWorldGetRoute,
  snowWorldLeaveRoute,
  snowWorldStepRoute,
  snowWorldTakeRoute,
  type SnowWorldDto,
} from '@rol/protocol/snow-world-routes';
import { api } from '../../api/api.ts';
import { patchPlayer } from '../../api/player-cache.ts';

const snowKey = ['snow-world'] as const;

/** The player's snow world (refetched whenever the window opens). */
export function useSnowWorld() {
  return useQuery({ queryKey: snowKey, queryFn: () => api.call(snowWorldGetRoute), retry: false, staleTime: 0 });
}

/** Enter, walk, leave: each answers the snow world as it stands after. */
export function useSnowMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: { kind: 'enter' } | { kind: 'leave' } | { kind: 'step'; toStair: number }): Promise<SnowWorldDto> => {
      if (move.kind === 'enter') return api.call(snowWorldEnterRoute);
      if (move.kind === 'leave') return api.call(snowWorldLeaveRoute);
      return api.call(snowWorldStepRoute, { body: { toStair: move.toStair } });
    },
    onSuccess: (world) => client.setQueryData(snowKey, world),
  });
}

/** Takes the resource or opens the chest of the hero's stair: the balances follow at once. */
export function useSnowTake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stair: number) => api.call(snowWorldTakeRoute, { body: { stair } }),
    onSuccess: (answer) => {
      client.setQueryData(snowKey, answer.snowWorld);
      patchPlayer(client, answer.balances);
    },
  });
}

/** Attacks the stair's monster: the battle starts and the start sequence shows it. */
export function useSnowAttack(onStarted: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stair: number) => api.call(snowWorldAttackRoute, { body: { stair } }),
    onSuccess: (status) => {
      void client.invalidateQueries({ queryKey: snowKey });
      patchPlayer(client, { battleId: status.battle.id });
      onStarted();
    },
  });
}
