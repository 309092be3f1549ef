import fp from 'fastify-plugin';
import {
  adRewardClaimRoute,
  adRewardGetRoute,
  fotoGiftAcceptRoute,
  gamePushTakeRoute,
  gamePushWebhookRoute,
  kongBuyRoute,
  mystoreGiftAcceptRoute,
  ruStoreBuyRoute,
} from '@rol/protocol/platform-payment-routes';
import { paymentMethodGetRoute, paymentMethodSetRoute } from '@rol/protocol/payment-method-routes';
import { apiRoute } from '../http/api-route.ts';
import { adRewardClaim, adRewardGet } from './ad-rewards.ts';
import { gamePushTake, gamePushWebhook } from './gamepush-payments.ts';
import { kongBuy } from './kongregate-payments.ts';
import { getPaymentMethod, setPaymentMethod } from './payment-method-service.ts';
import { acceptPlatformGift } from './platform-gifts.ts';
import { ruStoreBuy } from './rustore-payments.ts';

/**
 * RuStore, Kongregate and GamePush purchases, the platforms' gifts, the rewards of rewarded ads and
 * the payment method of the settings (docs/platforms.md). The
 * RuStore and Kongregate calls ask the platform first and lock the player only to credit.
 */
export const platformPaymentRoutesPlugin = fp(
  async (app) => {
    apiRoute(
      app,
      ruStoreBuyRoute,
    )(async ({ query, body, player }) => ruStoreBuy(app, player.id, query.product_id, body.purchaseId));
    apiRoute(app, kongBuyRoute)(async ({ body, player }) => kongBuy(app, player.id, body.token));
    apiRoute(app, gamePushWebhookRoute)(async ({ body }) => gamePushWebhook(app, body));
    const action = { locksPlayer: true } as const;
    apiRoute(app, fotoGiftAcceptRoute, action)(async ({ acting }) => acceptPlatformGift(app, acting, 'foto'));
    apiRoute(
      app,
      mystoreGiftAcceptRoute,
      action,
    )(async ({ acting }) => acceptPlatformGift(app, acting, 'mystore'));
    apiRoute(
      app,
      gamePushTakeRoute,
      action,
    )(async ({ acting, body }) => gamePushTake(app, acting, body.purchaseIds));

    apiRoute(app, adRewardGetRoute)(async ({ player }) => adRewardGet(app, player));
    apiRoute(app, adRewardClaimRoute, action)(async ({ acting }) => adRewardClaim(app, acting));

    apiRoute(app, paymentMethodGetRoute)(async ({ player }) => getPaymentMethod(app.db, player));
    apiRoute(
      app,
      paymentMethodSetRoute,
    )(async ({ body, player }) => setPaymentMethod(app.db, player, body.method, new Date(app.clock())));
  },
  { name: 'platform-payment-routes', dependencies: ['app-context', 'session-transport'] },
);
