import fp from 'fastify-plugin';
import { healthOptionsRoute, healthRestoreRoute } from '@rol/protocol/health-routes';
import { apiRoute } from '../http/api-route.ts';
import { getHealthOptions, restoreHealth } from './health.ts';

/** The squad's health: what a full restore costs, and the restore itself. */
export const healthRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, healthOptionsRoute)(async ({ player }) => getHealthOptions(app, player));
    apiRoute(
      app,
      healthRestoreRoute,
      { locksPlayer: true },
    )(async ({ params, acting }) => restoreHealth(app, acting, params.id));
  },
  { name: 'health-routes', dependencies: ['app-context', 'session-transport'] },
);
