import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignListRoute, campaignUseRoute } from '@rol/protocol/campaign-routes';
import { api } from '../../api/api.ts';
import { boostersKey } from '../../api/booster-cache.ts';
import { afterPurchase } from '../../api/gear-cache.ts';
import { heroKeys } from '../../api/hero-cache.ts';

const campaignsKey = ['campaigns'] as const;

export function useCampaigns() {
  return useQuery({ queryKey: campaignsKey, queryFn: () => api.call(campaignListRoute), retry: false });
}

export function useCampaignUse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(campaignUseRoute, { params: { id } }),
    onSuccess: async (answer) => {
      await Promise.all([
        afterPurchase(client, answer.balances),
        client.invalidateQueries({ queryKey: campaignsKey }),
        client.invalidateQueries({ queryKey: heroKeys.artifacts }),
        client.invalidateQueries({ queryKey: boostersKey }),
      ]);
    },
  });
}
