import fp from 'fastify-plugin';
import { bonusStatusRoute } from '@rol/protocol/bonus-status-routes';
import { offerBuyRoute, offerListRoute, offerSetSeenRoute } from '@rol/protocol/offer-routes';
import { GOLDEN_TICKET_EMERALDS, bonusTierOf, nextBonusTier } from '@rol/rules/economy/bonus-status';
import { apiRoute } from '../http/api-route.ts';
import { loadOffers } from '../offers/offer-view.ts';
import { buyOffer, setOfferSeen } from './offer-service.ts';

/** Offers (list, seen, buy) and the bonus points status. */
export const offerRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, offerListRoute)(async ({ player }) => ({
      offers: await loadOffers(app.db, player, app.clock()),
      serverTimeMs: app.clock(),
    }));
    apiRoute(app, offerSetSeenRoute, { locksPlayer: true })(async ({ body, acting }) =>
      setOfferSeen(app, acting, body.offerId),
    );
    apiRoute(app, offerBuyRoute, { locksPlayer: true })(async ({ body, acting }) => buyOffer(app, acting, body));
    apiRoute(app, bonusStatusRoute)(async ({ player }) => {
      const points = Number(player.bonusPoints);
      return {
        points,
        tier: bonusTierOf(points),
        next: nextBonusTier(points),
        goldenTickets: Number(player.goldenTickets),
        goldenTicketEmeralds: GOLDEN_TICKET_EMERALDS,
      };
    });
  },
  { name: 'offer-routes', dependencies: ['app-context', 'session-transport'] },
);
