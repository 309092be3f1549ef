import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referralBonusTakeRoute, referralMyCodeRoute } from '@rol/protocol/referral-routes';
import { api } from '../../api/api.ts';
import { afterPurchase } from '../../api/gear-cache.ts';

const referralKey = ['referral'] as const;

export function useReferralStatus() {
  return useQuery({ queryKey: referralKey, queryFn: () => api.call(referralMyCodeRoute), retry: false });
}

export function useReferralTake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(referralBonusTakeRoute),
    onSuccess: async (answer) => {
      client.setQueryData(referralKey, answer.status);
      await afterPurchase(client, answer.balances);
    },
  });
}

/** The address a friend opens to join with the code (the launch reads `ref`). */
export function referralLink(origin: string, code: string): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}
