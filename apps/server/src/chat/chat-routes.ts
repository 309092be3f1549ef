import fp from 'fastify-plugin';
import {
  chatListLatestRoute,
  chatListRoute,
  chatMessageDeleteRoute,
  chatRoomsRoute,
  chatSeenRoute,
  chatSendRoute,
} from '@rol/protocol/chat-routes';
import { apiRoute } from '../http/api-route.ts';
import { listChatRooms } from './chat-rooms.ts';
import {
  deleteChatMessage,
  listChat,
  listChatLatest,
  markChatSeen,
  sendChatMessage,
} from './chat-service.ts';

/** §7 Chat calls (rooms main, clan, private-<id>); notifications go out on the realtime bus. */
export const chatRoutesPlugin = fp(
  async (app) => {
    apiRoute(app, chatRoomsRoute)(async ({ player }) => ({ rooms: await listChatRooms(app.db, player) }));

    apiRoute(
      app,
      chatListRoute,
    )(async ({ params, query, player }) => listChat(app, player, params.room, query));

    apiRoute(
      app,
      chatListLatestRoute,
    )(async ({ params, query, player }) => listChatLatest(app, player, params.room, query.afterId ?? 0));

    apiRoute(app, chatSendRoute, { locksPlayer: true })(async ({ params, body, acting, afterCommit }) =>
      sendChatMessage(app, acting, params.room, body.text, afterCommit),
    );

    apiRoute(
      app,
      chatMessageDeleteRoute,
    )(async ({ params, player }) => {
      await deleteChatMessage(app, player, params.room, params.id);
      return { deleted: true, messageId: params.id };
    });

    apiRoute(
      app,
      chatSeenRoute,
    )(async ({ params, body, player }) => {
      await markChatSeen(app, player, params.room, body?.lastId);
      return { ok: true };
    });
  },
  { name: 'chat-routes', dependencies: ['app-context', 'realtime-gateway'] },
);
