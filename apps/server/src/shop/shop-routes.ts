import fp from 'fastify-plugin';
import {
  cardBuyRoute,
  consumableBuyRoute,
  goodsGetRoute,
  hammerBuyRoute,
  heroShopBuyRoute,
  heroShopGetRoute,
} from '@rol/protocol/shop-routes';
import { apiRoute } from '../http/api-route.ts';
import { buyCard, buyConsumable, buyHammer, getGoods } from './goods.ts';
import { buyHero, getHeroShop } from './hero-shop.ts';
import { heroCountSessionReads } from './shop-queries.ts';

/** Shops (§2): the hero shop and the goods. */
export const shopRoutesPlugin = fp(
  async (app) => {
    // Purchases are actions: the route locks the player in its session lookup (`locksPlayer`).
    const action = { locksPlayer: true } as const;
    apiRoute(app, heroShopGetRoute, { sessionReads: heroCountSessionReads })(async ({ player, reads }) =>
      getHeroShop(player, reads),
    );
    apiRoute(
      app,
      heroShopBuyRoute,
      action,
    )(async ({ body, acting }) =>
      buyHero(app, acting, { tier: body.tier, warriorClass: body.warriorClass, gender: body.gender }),
    );
    apiRoute(app, goodsGetRoute)(async ({ player }) => getGoods(player));
    apiRoute(app, cardBuyRoute, action)(async ({ body, acting }) => buyCard(app, acting, body.card));
    apiRoute(app, hammerBuyRoute, action)(async ({ acting }) => buyHammer(app, acting));
    apiRoute(
      app,
      consumableBuyRoute,
      action,
    )(async ({ body, acting }) => buyConsumable(app, acting, body.consumableId, body.count));
  },
  { name: 'shop-routes', dependencies: ['app-context', 'session-transport'] },
);
