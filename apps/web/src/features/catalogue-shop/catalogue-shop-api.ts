import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueShopBuyRoute, catalogueShopGetRoute } from '@rol/protocol/catalogue-shop-routes';
import type { CatalogueShop } from '@rol/rules/economy/catalogue-shops';
import { api } from '../../api/api.ts';
import { afterPurchase, gearKeys } from '../../api/gear-cache.ts';
import { heroKeys } from '../../api/hero-cache.ts';

const shopKey = (shop: CatalogueShop) => ['shop', 'catalogue', shop] as const;

export function useCatalogueShop(shop: CatalogueShop) {
  return useQuery({
    queryKey: shopKey(shop),
    queryFn: () => api.call(catalogueShopGetRoute, { params: { shop } }),
    retry: false,
  });
}

/** A purchase: the answer's shop replaces the list, its balances go to the HUD, the goods' lists refresh. */
export function useCatalogueBuy(shop: CatalogueShop) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { offerId: string; count: number }) =>
      api.call(catalogueShopBuyRoute, { params: { shop }, body: input }),
    onSuccess: async (answer) => {
      client.setQueryData(shopKey(shop), answer.shop);
      await Promise.all([
        afterPurchase(client, answer.balances),
        client.invalidateQueries({ queryKey: gearKeys.backpack }),
        client.invalidateQueries({ queryKey: heroKeys.all }),
      ]);
    },
  });
}
