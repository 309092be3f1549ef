import fp from 'fastify-plugin';
import {
  chest2StatusRoute,
  chest3StatusRoute,
  chestOpenRoute,
  chestStatusRoute,
} from '@rol/protocol/spend-chest-routes';
import { apiRoute } from '../http/api-route.ts';
import { getSpendChestStatus, openSpendChest, spendChestsSessionReads } from './spend-chests.ts';

/** The chests by gems spent: three status calls (two chests each) and the opening of one. */
export const spendChestRoutesPlugin = fp(
  async (app) => {
    const reads = { sessionReads: spendChestsSessionReads };
    apiRoute(app, chestStatusRoute, reads)(async ({ player, reads: read }) => getSpendChestStatus(player, 'CHEST', read));
    apiRoute(app, chest2StatusRoute, reads)(async ({ player, reads: read }) => getSpendChestStatus(player, 'CHEST_2', read));
    apiRoute(app, chest3StatusRoute, reads)(async ({ player, reads: read }) => getSpendChestStatus(player, 'CHEST_3', read));
    apiRoute(app, chestOpenRoute, { locksPlayer: true })(async ({ params, acting }) =>
      openSpendChest(app, acting, params.chestId),
    );
  },
  { name: 'spend-chest-routes', dependencies: ['app-context', 'session-transport'] },
);
