import fp from 'fastify-plugin';
import { playerProfileRoute, ratingByTypeRoute } from '@rol/protocol/rating-routes';
import { apiRoute } from '../http/api-route.ts';
import { playerProfile } from './player-profile.ts';
import { ratingPage } from './rating-service.ts';

/** §7 `rating/by/{type}` and the profile of another player. */
export const ratingRoutesPlugin = fp(
  async (app) => {
    // A page reads four or five statements: on one connection, the independent ones together.
    apiRoute(app, ratingByTypeRoute, { oneConnection: true })(async ({ ctx, params, query, player }) =>
      ratingPage(ctx, { player, type: params.type, ...query }),
    );
    apiRoute(app, playerProfileRoute, { oneConnection: true })(async ({ ctx, params }) =>
      playerProfile(ctx, params.playerId),
    );
  },
  { name: 'rating-routes', dependencies: ['app-context', 'session-transport'] },
);
