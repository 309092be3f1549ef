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

/** Shops (§2): the hero shop and the goods. */
export const shopRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, heroShopGetRoute)(async ({ player }) => getHeroShop(app, player.id));
    apiRoute(
      app,
      heroShopBuyRoute,
    )(async ({ body, player }) =>
      buyHero(app, player.id, { tier: body.tier, warriorClass: body.warriorClass, gender: body.gender }),
    );
    apiRoute(app, goodsGetRoute)(async ({ player }) => getGoods(player));
    apiRoute(app, cardBuyRoute)(async ({ body, player }) => buyCard(app, player.id, body.card));
    apiRoute(app, hammerBuyRoute)(async ({ player }) => buyHammer(app, player.id));
    apiRoute(
      app,
      consumableBuyRoute,
    )(async ({ body, player }) => buyConsumable(app, player.id, body.consumableId, body.count));
  },
  { name: 'shop-routes', dependencies: ['app-context', 'session-transport'] },
);
