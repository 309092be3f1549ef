import fp from 'fastify-plugin';
import { backpackGetRoute, backpackSlotsSetRoute } from '@rol/protocol/backpack-routes';
import { apiRoute } from '../http/api-route.ts';
import { getBackpack, setBackpackSlots } from './backpack-service.ts';

/** The backpack (§2) and its battle slots. */
export const backpackRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, backpackGetRoute)(async ({ player }) => getBackpack(app, player));
    apiRoute(
      app,
      backpackSlotsSetRoute,
    )(async ({ body, player }) => setBackpackSlots(app, player.id, body.kind, body.slots));
  },
  { name: 'backpack-routes', dependencies: ['app-context', 'session-transport'] },
);
