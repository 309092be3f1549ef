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
import type { PlatformAdapter } from '../../platforms/platform-adapter.ts';

const wheelKey = ['campaign', 'wheel'] as const;

export function useWheelStatus() {
  return useQuery({ queryKey: wheelKey, queryFn: () => api.call(wheelStatusRoute), retry: false });
}

const spinWheel = () => api.call(wheelSpinRoute);

export type WheelSpinAnswer = Awaited<ReturnType<typeof spinWheel>>;

/**
 * Spin, take the prize, a ticket for an ad: each answer carries the status and the balances. The ad
 * is played by the platform's SDK first; the ticket is claimed only when it says the ad was watched
 * to the end (null otherwise). `onSpun` starts the wheel's turn before the new status (with the prize
 * won) reaches the cache, so the prize never shows before the wheel has turned onto it.
 */
export function useWheelActions(adapter: PlatformAdapter | null, onSpun: (answer: WheelSpinAnswer) => void) {
  const client = useQueryClient();
  const spin = useMutation({
    mutationFn: spinWheel,
    onSuccess: async (answer) => {
      onSpun(answer);
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
    mutationFn: async () => {
      if (!adapter || !(await adapter.showAd('rewarded'))) return null;
      return api.call(wheelAdTicketRoute);
    },
    onSuccess: async (answer) => {
      if (answer === null) return;
      client.setQueryData(wheelKey, answer.status);
      await afterPurchase(client, answer.balances);
    },
    // The day's ad views are shared with the bank's ad reward: both look again.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: wheelKey }),
        client.invalidateQueries({ queryKey: ['ad-reward'] }),
      ]),
  });
  return { spin, take, ad };
}
