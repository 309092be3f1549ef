import fp from 'fastify-plugin';
import { backpackGetRoute, backpackSlotsSetRoute } from '@rol/protocol/backpack-routes';
import { apiRoute } from '../http/api-route.ts';
import { backpackSessionReads } from './backpack-queries.ts';
import { setBackpackSlots } from './backpack-service.ts';
import { backpackDtoOf } from './backpack-view.ts';

/** The backpack (§2) and its battle slots. */
export const backpackRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, backpackGetRoute, { sessionReads: backpackSessionReads })(async ({ player, reads }) =>
      backpackDtoOf(player, reads),
    );
    apiRoute(app, backpackSlotsSetRoute, { locksPlayer: true })(async ({ body, acting }) =>
      setBackpackSlots(app, acting, body.kind, body.slots),
    );
  },
  { name: 'backpack-routes', dependencies: ['app-context', 'session-transport'] },
);
