import fp from 'fastify-plugin';
import { coordinateSetRoute } from '@rol/protocol/coordinate-routes';
import { apiRoute } from '../http/api-route.ts';
import { setCoordinate } from './set-coordinate.ts';

/** Moving on the road: the player's coordinate. */
export const coordinateRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, coordinateSetRoute, { locksPlayer: true })(async ({ body, acting }) =>
      setCoordinate(app, acting, body.coordinate, body.contextId),
    );
  },
  { name: 'coordinate-routes', dependencies: ['app-context', 'session-transport'] },
);
