import fp from 'fastify-plugin';
import { markerAddAllRoute, markerAddRoute, markerRemoveRoute } from '@rol/protocol/marker-routes';
import { apiRoute } from '../http/api-route.ts';
import { addPlayerMarkers, removePlayerMarker } from './markers.ts';

/** The player's markers (§3 playerMarkers): add one, add several, remove one. */
export const markerRoutesPlugin = fp(
  async (app) => {
    // Adding locks the player's row in the session lookup (`locksPlayer`) and runs in that transaction.
    const action = { locksPlayer: true } as const;
    apiRoute(
      app,
      markerAddRoute,
      action,
    )(async ({ body, acting }) => addPlayerMarkers(app, acting, [body.marker]));
    apiRoute(
      app,
      markerAddAllRoute,
      action,
    )(async ({ body, acting }) => addPlayerMarkers(app, acting, body.markers));
    apiRoute(
      app,
      markerRemoveRoute,
    )(async ({ body, player }) => removePlayerMarker(app, player.id, body.marker));
  },
  { name: 'marker-routes', dependencies: ['app-context', 'session-transport'] },
);
