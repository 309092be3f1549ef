import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offerBuyRoute, offerListRoute, offerSetSeenRoute } from '@rol/protocol/offer-routes';
import type { Gender } from '@rol/rules/content/starters';
import { api } from '../../api/api.ts';
import { afterPurchase } from '../../api/gear-cache.ts';
import { heroKeys } from '../../api/hero-cache.ts';
import { playerInfoKey } from '../../api/player-info.ts';

const offersKey = ['offers'] as const;

export function useOffers() {
  return useQuery({ queryKey: offersKey, queryFn: () => api.call(offerListRoute), retry: false });
}

/** offer/set/seen: the pop-up of the offer's window is not shown again. */
export function useOfferSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => api.call(offerSetSeenRoute, { body: { offerId } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: offersKey }),
        client.invalidateQueries({ queryKey: playerInfoKey }),
      ]);
    },
  });
}

/**
 * offer/buy: the hero arrives, the balances land in the HUD, the offer leaves the list.
 * `onBought` is the mutation's own callback, not `mutate`'s: the refetched list drops the bought
 * offer's card, and a callback given to `mutate` would be lost with the card that made the call.
 */
export function useOfferBuy(onBought: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { offerId: string; warriorClass: string; gender: Gender }) => api.call(offerBuyRoute, { body }),
    onSuccess: async (answer) => {
      onBought();
      await Promise.all([
        afterPurchase(client, answer.balances),
        client.invalidateQueries({ queryKey: heroKeys.all }),
        client.invalidateQueries({ queryKey: offersKey }),
      ]);
    },
  });
}
