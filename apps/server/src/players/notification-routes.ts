import fp from 'fastify-plugin';
import {
  notificationListRoute,
  notificationRemoveRoute,
  notificationResetRoute,
} from '@rol/protocol/notification-routes';
import { apiRoute } from '../http/api-route.ts';
import { setNewsFlag } from './news.ts';
import { deleteNotification, listNotifications } from './notifications.ts';

/** The player's personal notifications: the red dot, the list, removing one. */
export const notificationRoutesPlugin = fp(
  async (app) => {
    apiRoute(
      app,
      notificationResetRoute,
    )(async ({ player }) =>
      setNewsFlag(app.db, { playerId: player.id, flag: 'haveNewNotification', value: false }),
    );
    apiRoute(
      app,
      notificationListRoute,
    )(async ({ query, player }) => listNotifications(app.db, { playerId: player.id, page: query.page ?? 0 }));
    apiRoute(
      app,
      notificationRemoveRoute,
    )(async ({ params, player }) => deleteNotification(app.db, { playerId: player.id, id: params.id }));
  },
  { name: 'notification-routes', dependencies: ['app-context', 'session-transport'] },
);
