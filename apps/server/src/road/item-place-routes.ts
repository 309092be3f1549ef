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
    apiRoute(
      app,
      artifactPlaceTakeRoute,
    )(async ({ params, player }) => takeArtifactPlace(app, player.id, params.id));
    apiRoute(
      app,
      consumablePlaceTakeRoute,
    )(async ({ params, player }) => takeConsumablePlace(app, player.id, params.id));
    apiRoute(app, runePlaceTakeRoute)(async ({ params, player }) => takeRunePlace(app, player.id, params.id));
  },
  { name: 'item-place-routes', dependencies: ['app-context', 'session-transport'] },
);
