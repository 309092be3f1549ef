import fp from 'fastify-plugin';
import {
  delayedChestEnsureRoute,
  delayedChestSpeedupRoute,
  delayedChestTakeRoute,
} from '@rol/protocol/delayed-chest-routes';
import { apiRoute } from '../http/api-route.ts';
import { ensureDelayedChest, speedupDelayedChest, takeDelayedChest } from './delayed-chest.ts';

/** The delayed chest: ensure, speed up, take. */
export const delayedChestRoutesPlugin = fp(
  async (app) => {
    const action = { locksPlayer: true } as const;
    apiRoute(app, delayedChestEnsureRoute, action)(async ({ acting }) => ensureDelayedChest(app, acting));
    apiRoute(app, delayedChestSpeedupRoute, action)(async ({ acting }) => speedupDelayedChest(app, acting));
    apiRoute(app, delayedChestTakeRoute, action)(async ({ acting }) => takeDelayedChest(app, acting));
  },
  { name: 'delayed-chest-routes', dependencies: ['app-context', 'session-transport'] },
);
