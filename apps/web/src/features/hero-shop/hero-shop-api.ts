import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { heroShopBuyRoute, heroShopGetRoute } from '@rol/protocol/shop-routes';
import { api } from '../../api/api.ts';
import { afterPurchase, gearKeys } from '../../api/gear-cache.ts';
import { heroKeys } from '../../api/hero-cache.ts';
import type { Gender } from '@rol/rules/content/starters';
import type { HeroTier } from './hero-offers.ts';

export const heroShopKey = gearKeys.heroShop;

export function useHeroShop() {
  return useQuery({ queryKey: heroShopKey, queryFn: () => api.call(heroShopGetRoute), retry: false });
}

/**
 * shop/hero/buy (with the look chosen for the hero: male or female): the balances land in the HUD at
 * once; the player info (the new hero in the squad), every hero query and the shop (the next hero
 * costs more) are fetched again.
 */
export function useBuyHero() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offer: { tier: HeroTier; warriorClass: string; gender: Gender }) =>
      api.call(heroShopBuyRoute, { body: offer }),
    onSuccess: async (answer) => {
      await Promise.all([
        afterPurchase(client, answer.balances),
        client.invalidateQueries({ queryKey: heroKeys.all }),
        client.invalidateQueries({ queryKey: heroShopKey }),
      ]);
    },
  });
}
