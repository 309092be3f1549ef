import fp from 'fastify-plugin';
import {
  boosterActivateRoute,
  boosterProlongRoute,
  boosterReplaceRoute,
  boostersGetRoute,
} from '@rol/protocol/booster-routes';
import { apiRoute } from '../http/api-route.ts';
import { changeBooster, getBoosters } from './boosters.ts';

/** Boosters and sets: the list with what runs, and activate / prolong / replace. */
export const boosterRoutesPlugin = fp(
  async (app) => {
    const action = { locksPlayer: true } as const;
    apiRoute(app, boostersGetRoute)(async ({ player }) => getBoosters(app, player.id));
    apiRoute(app, boosterActivateRoute, action)(async ({ body, acting }) =>
      changeBooster(app, acting, body.boosterId, 'activate'),
    );
    apiRoute(app, boosterProlongRoute, action)(async ({ body, acting }) =>
      changeBooster(app, acting, body.boosterId, 'prolong'),
    );
    apiRoute(app, boosterReplaceRoute, action)(async ({ body, acting }) =>
      changeBooster(app, acting, body.boosterId, 'replace'),
    );
  },
  { name: 'booster-routes', dependencies: ['app-context', 'session-transport'] },
);
