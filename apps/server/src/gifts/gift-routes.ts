import fp from 'fastify-plugin';
import { giftListRoute, giftNewsResetRoute, giftOpenRoute, giftSendRoute, promoGiftAcceptRoute } from '@rol/protocol/gift-routes';
import type { GiftResource } from '@rol/rules/community/gift-rules';
import { GIFT_LIMITS } from '@rol/rules/community/gift-rules';
import { serverDay, serverDayStartAt } from '@rol/rules/server-day';
import { apiRoute } from '../http/api-route.ts';
import { countSentSince, listGifts } from './gift-queries.ts';
import { openGift, resetGiftNews, sendGift } from './gift-service.ts';
import { acceptPromoGift } from './promo-gift.ts';

/** Gifts: the window's lists, sending (from level 15), opening, and the promo gift. */
export const giftRoutesPlugin = fp(
  async (app) => {
    const action = { locksPlayer: true } as const;
    apiRoute(app, giftListRoute)(async ({ query, player }) => {
      const box = query.box ?? 'received';
      const page = query.page ?? 0;
      const since = new Date(serverDayStartAt(serverDay(app.clock())));
      return {
        box,
        page,
        ...(await listGifts(app.db, { playerId: player.id, box, page })),
        sentToday: Math.min(GIFT_LIMITS.perDay, await countSentSince(app.db, player.id, since)),
      };
    });
    apiRoute(app, giftSendRoute, action)(async ({ body, acting, afterCommit }) =>
      sendGift(app, acting, afterCommit, { ...body, resource: body.resource as GiftResource }),
    );
    apiRoute(app, giftOpenRoute, action)(async ({ params, acting }) => openGift(app, acting, params.id));
    apiRoute(app, giftNewsResetRoute)(async ({ player }) => resetGiftNews(app, player.id));
    apiRoute(app, promoGiftAcceptRoute, action)(async ({ acting }) => acceptPromoGift(app, acting));
  },
  { name: 'gift-routes', dependencies: ['app-context', 'session-transport'] },
);
