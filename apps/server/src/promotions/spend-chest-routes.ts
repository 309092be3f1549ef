import fp from 'fastify-plugin';
import {
  chest2StatusRoute,
  chest3StatusRoute,
  chestOpenRoute,
  chestStatusRoute,
} from '@rol/protocol/spend-chest-routes';
import { apiRoute } from '../http/api-route.ts';
import { getSpendChestStatus, openSpendChest } from './spend-chests.ts';

/** The chests by gems spent: three status calls (two chests each) and the opening of one. */
export const spendChestRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, chestStatusRoute)(async ({ player }) => getSpendChestStatus(app, player, 'CHEST'));
    apiRoute(app, chest2StatusRoute)(async ({ player }) => getSpendChestStatus(app, player, 'CHEST_2'));
    apiRoute(app, chest3StatusRoute)(async ({ player }) => getSpendChestStatus(app, player, 'CHEST_3'));
    apiRoute(app, chestOpenRoute, { locksPlayer: true })(async ({ params, acting }) =>
      openSpendChest(app, acting, params.chestId),
    );
  },
  { name: 'spend-chest-routes', dependencies: ['app-context', 'session-transport'] },
);
