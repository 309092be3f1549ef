import fp from 'fastify-plugin';
import { everydayRewardTakeRoute } from '@rol/protocol/everyday-reward-routes';
import { apiRoute } from '../http/api-route.ts';
import { takeEverydayReward } from './everyday-reward.ts';

/** The everyday reward, once per server day. */
export const everydayRewardRoutesPlugin = fp(
  async (app) => {
    apiRoute(
      app,
      everydayRewardTakeRoute,
      { locksPlayer: true },
    )(async ({ acting }) => takeEverydayReward(app, acting));
  },
  { name: 'everyday-reward-routes', dependencies: ['app-context', 'session-transport'] },
);
