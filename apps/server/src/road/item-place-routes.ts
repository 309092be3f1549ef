import fp from 'fastify-plugin';
import {
  artifactPlaceTakeRoute,
  consumablePlaceTakeRoute,
  runePlaceTakeRoute,
} from '@rol/protocol/item-place-routes';
import { apiRoute } from '../http/api-route.ts';
import { takeArtifactPlace, takeConsumablePlace, takeRunePlace } from './take-item-places.ts';

/** Road places that hold items: artifacts, consumables, runes. */
export const itemPlaceRoutesPlugin = fp(
  async (app) => {
    // Taking a place is an action: the route locks the player in its session lookup.
    const action = { locksPlayer: true } as const;
    apiRoute(
      app,
      artifactPlaceTakeRoute,
      action,
    )(async ({ params, acting }) => takeArtifactPlace(app, acting, params.id));
    apiRoute(
      app,
      consumablePlaceTakeRoute,
      action,
    )(async ({ params, acting }) => takeConsumablePlace(app, acting, params.id));
    apiRoute(
      app,
      runePlaceTakeRoute,
      action,
    )(async ({ params, acting }) => takeRunePlace(app, acting, params.id));
  },
  { name: 'item-place-routes', dependencies: ['app-context', 'session-transport'] },
);
