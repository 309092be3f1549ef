import fp from 'fastify-plugin';
import { newsAddRoute, newsLastRoute, setRatedRoute } from '@rol/protocol/news-routes';
import { apiRoute } from '../http/api-route.ts';
import { requestLang } from '../http/request-lang.ts';
import { addNews, lastNews, setRated } from './news-service.ts';

/** News (read by anyone, written by admins) and the rated mark. */
export const newsAndRatingRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, newsLastRoute)(async ({ request, query }) => lastNews(app, requestLang(request), query.kind));
    apiRoute(app, newsAddRoute)(async ({ body, player }) => addNews(app, player, body));
    apiRoute(app, setRatedRoute)(async ({ player }) => setRated(app, player.id));
  },
  { name: 'news-and-rating-routes', dependencies: ['app-context', 'session-transport'] },
);
