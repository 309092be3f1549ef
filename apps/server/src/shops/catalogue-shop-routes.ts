import fp from 'fastify-plugin';
import { catalogueShopBuyRoute, catalogueShopGetRoute } from '@rol/protocol/catalogue-shop-routes';
import { apiRoute } from '../http/api-route.ts';
import { buyFromCatalogue, getCatalogueShop } from './catalogue-shop.ts';
import { shopPurchasesSessionReads } from './shop-purchase-queries.ts';

/** The catalogue shops (§2): amulets, portal, faction, market. */
export const catalogueShopRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, catalogueShopGetRoute, { sessionReads: shopPurchasesSessionReads })(async ({ params, player, reads }) =>
      getCatalogueShop(app, player, params.shop, reads),
    );
    apiRoute(app, catalogueShopBuyRoute, { locksPlayer: true })(async ({ params, body, acting }) =>
      buyFromCatalogue(app, acting, { shop: params.shop, offerId: body.offerId, count: body.count }),
    );
  },
  { name: 'catalogue-shop-routes', dependencies: ['app-context', 'session-transport'] },
);
