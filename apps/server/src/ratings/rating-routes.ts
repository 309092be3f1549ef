import fp from 'fastify-plugin';
import { playerProfileRoute, ratingByTypeRoute } from '@rol/protocol/rating-routes';
import { apiRoute } from '../http/api-route.ts';
import { playerProfile } from './player-profile.ts';
import { ratingPage } from './rating-service.ts';

/** §7 `rating/by/{type}` and the profile of another player. */
export const ratingRoutesPlugin = fp(
  async (app) => {
    apiRoute(
      app,
      ratingByTypeRoute,
    )(async ({ params, query, player }) => ratingPage(app, { player, type: params.type, ...query }));
    apiRoute(app, playerProfileRoute)(async ({ params }) => playerProfile(app, params.playerId));
  },
  { name: 'rating-routes', dependencies: ['app-context', 'session-transport'] },
);
