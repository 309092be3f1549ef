import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CARD_TYPES } from '@rol/protocol/hero-dto';
import { backpackGetRoute } from '@rol/protocol/backpack-routes';
import { cardBuyRoute, consumableBuyRoute, goodsGetRoute, hammerBuyRoute } from '@rol/protocol/shop-routes';
import { api } from '../../api/api.ts';
import { afterPurchase, gearKeys } from '../../api/gear-cache.ts';
import { heroKeys } from '../../api/hero-cache.ts';

export type CardType = (typeof CARD_TYPES)[number];

export function useGoods() {
  return useQuery({ queryKey: gearKeys.goods, queryFn: () => api.call(goodsGetRoute), retry: false });
}

/** The backpack's counts beside each consumable for sale. */
export function useBackpackCounts() {
  return useQuery({ queryKey: gearKeys.backpack, queryFn: () => api.call(backpackGetRoute), retry: false });
}

/** The goods shop's three purchases; each lands in the HUD and refreshes what it changed. */
export function useGoodsPurchases() {
  const client = useQueryClient();
  const consumable = useMutation({
    mutationFn: (input: { consumableId: string; count: number }) =>
      api.call(consumableBuyRoute, { body: input }),
    onSuccess: async (answer) => {
      client.setQueryData(gearKeys.backpack, answer.backpack);
      await afterPurchase(client, answer.balances);
    },
  });
  const card = useMutation({
    mutationFn: (type: CardType) => api.call(cardBuyRoute, { body: { card: type } }),
    onSuccess: async (answer) => {
      await Promise.all([
        afterPurchase(client, answer.balances, { cardState: answer.cardState }),
        client.invalidateQueries({ queryKey: heroKeys.all }),
      ]);
    },
  });
  const hammer = useMutation({
    mutationFn: () => api.call(hammerBuyRoute),
    onSuccess: async (answer) => {
      await Promise.all([
        afterPurchase(client, answer.balances, { hammerDto: answer.hammerDto }),
        client.invalidateQueries({ queryKey: gearKeys.goods }),
        client.invalidateQueries({ queryKey: heroKeys.all }),
      ]);
    },
  });
  return { consumable, card, hammer };
}
