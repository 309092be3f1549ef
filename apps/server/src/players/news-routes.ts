import fp from 'fastify-plugin';
import { newsCreatureResetRoute, newsRoadResetRoute } from '@rol/protocol/news-routes';
import { apiRoute } from '../http/api-route.ts';
import { setNewsFlag } from './news.ts';

/** The red dots of the road and of the heroes, reset once the player has looked. */
export const newsRoutesPlugin = fp(
  async (app) => {
    apiRoute(
      app,
      newsRoadResetRoute,
    )(async ({ player }) => setNewsFlag(app.db, { playerId: player.id, flag: 'roadNews', value: false }));
    apiRoute(
      app,
      newsCreatureResetRoute,
    )(async ({ player }) => setNewsFlag(app.db, { playerId: player.id, flag: 'creatureNews', value: false }));
  },
  { name: 'news-routes', dependencies: ['app-context', 'session-transport'] },
);
