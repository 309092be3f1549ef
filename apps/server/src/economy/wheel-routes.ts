import fp from 'fastify-plugin';
import {
  wheelAdTicketRoute,
  wheelSpinRoute,
  wheelStatusRoute,
  wheelTakeRewardRoute,
} from '@rol/protocol/wheel-routes';
import { apiRoute } from '../http/api-route.ts';
import { getWheelStatus, spin, takeAdTicket, takeWheelReward } from './wheel.ts';

/** The wheel of fortune: status, spin, take the reward, a ticket for an ad view. */
export const wheelRoutesPlugin = fp(
  async (app) => {
    const action = { locksPlayer: true } as const;
    apiRoute(app, wheelStatusRoute)(async ({ player }) => getWheelStatus(app, player));
    apiRoute(app, wheelSpinRoute, action)(async ({ acting }) => spin(app, acting));
    apiRoute(app, wheelTakeRewardRoute, action)(async ({ query, acting }) =>
      takeWheelReward(app, acting, query.optionalCreatureId),
    );
    apiRoute(app, wheelAdTicketRoute, action)(async ({ acting }) => takeAdTicket(app, acting));
  },
  { name: 'wheel-routes', dependencies: ['app-context', 'session-transport'] },
);
