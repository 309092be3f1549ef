import fp from 'fastify-plugin';
import {
  coordinateSetRoute,
  everydayRewardTakeRoute,
  healthOptionsRoute,
  healthRestoreRoute,
  markerAddAllRoute,
  markerAddRoute,
  markerRemoveRoute,
  newsCreatureResetRoute,
  newsRoadResetRoute,
  notificationListRoute,
  notificationRemoveRoute,
  notificationResetRoute,
  playerInfoRoute,
} from '@rol/protocol/road-player-routes';
import { apiRoute } from '../http/api-route.ts';
import { setCoordinate } from '../road/set-coordinate.ts';
import { takeEverydayReward } from './everyday-reward.ts';
import { getHealthOptions, restoreHealth } from './health.ts';
import { addPlayerMarkers, removePlayerMarker } from './markers.ts';
import { setNewsFlag } from './news.ts';
import { deleteNotification, listNotifications } from './notifications.ts';
import { loadPlayerInfoWithArtifacts } from './player-view.ts';

/** §7 Player calls of the road. */
export const roadPlayerRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, coordinateSetRoute, { locksPlayer: true })(async ({ body, acting }) =>
      setCoordinate(app, acting, body.coordinate, body.contextId),
    );

    apiRoute(app, playerInfoRoute, { allowBanned: true })(async ({ query, player }) => {
      // haveNewMailMessage comes with the rest of the player info, in one statement.
      return loadPlayerInfoWithArtifacts(app.db, {
        player,
        nowMs: app.clock(),
        worldSeed: app.config.worldSeed,
        artifactFrom: query.artifactFrom,
        artifactTo: query.artifactTo,
      });
    });

    // Actions lock the player's row in the session lookup (`locksPlayer`) and run in that transaction.
    const action = { locksPlayer: true } as const;
    apiRoute(
      app,
      markerAddRoute,
      action,
    )(async ({ body, acting }) => addPlayerMarkers(app, acting, [body.marker]));
    apiRoute(
      app,
      markerAddAllRoute,
      action,
    )(async ({ body, acting }) => addPlayerMarkers(app, acting, body.markers));
    apiRoute(
      app,
      markerRemoveRoute,
    )(async ({ body, player }) => removePlayerMarker(app, player.id, body.marker));

    apiRoute(app, healthOptionsRoute)(async ({ player }) => getHealthOptions(app, player.id));
    apiRoute(
      app,
      healthRestoreRoute,
      action,
    )(async ({ params, acting }) => restoreHealth(app, acting, params.id));

    apiRoute(app, everydayRewardTakeRoute, action)(async ({ acting }) => takeEverydayReward(app, acting));

    apiRoute(
      app,
      newsRoadResetRoute,
    )(async ({ player }) => setNewsFlag(app.db, { playerId: player.id, flag: 'roadNews', value: false }));
    apiRoute(
      app,
      newsCreatureResetRoute,
    )(async ({ player }) => setNewsFlag(app.db, { playerId: player.id, flag: 'creatureNews', value: false }));
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
  { name: 'road-player-routes', dependencies: ['app-context', 'session-transport'] },
);
