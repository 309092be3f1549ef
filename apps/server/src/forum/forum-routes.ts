import fp from 'fastify-plugin';
import {
  forumCommentAddRoute,
  forumCommentDeleteRoute,
  forumCommentEditRoute,
  forumTopicCreateRoute,
  forumTopicDeleteRoute,
  forumTopicEditRoute,
  forumTopicGetRoute,
  forumTopicPinRoute,
  forumTopicsRoute,
  forumTopicUnpinRoute,
  forumVoteRoute,
} from '@rol/protocol/forum-routes';
import { apiRoute } from '../http/api-route.ts';
import { addComment, deleteComment, editComment } from './forum-comments.ts';
import { deleteTopic, setPinned } from './forum-moderation.ts';
import { listTopics } from './forum-queries.ts';
import { createTopic, editTopic, topicPage, vote } from './forum-topics.ts';

/**
 * The forum: reading, posting from level 10, polls, moderation. Writes lock the writer's row. Forum
 * blocks are bans of scope FORUM: their routes are the moderation plugin's (`forum-ban-routes.ts`).
 */
export const forumRoutesPlugin = fp(
  async (app) => {
    const action = { locksPlayer: true } as const;
    // Reads: the session and the page on one connection of the pool, taken once.
    const read = { oneConnection: true } as const;
    apiRoute(app, forumTopicsRoute, read)(async ({ ctx, query, player }) =>
      listTopics(ctx.db, { reader: { accessLevel: player.accessLevel, playerId: player.id }, tag: query.tag, q: query.q, page: query.page ?? 0 }),
    );
    apiRoute(app, forumTopicGetRoute, read)(async ({ ctx, params, query, player }) =>
      topicPage(ctx.db, player, params.id, query.page ?? 0),
    );
    apiRoute(app, forumTopicCreateRoute, action)(async ({ body, acting }) => createTopic(app, acting, body));
    apiRoute(app, forumTopicEditRoute, action)(async ({ params, body, acting }) =>
      editTopic(app, acting, params.id, body),
    );
    apiRoute(app, forumTopicDeleteRoute, action)(async ({ params, acting }) => deleteTopic(app, acting, params.id));
    apiRoute(app, forumTopicPinRoute, action)(async ({ params, acting }) => setPinned(app, acting, params.id, true));
    apiRoute(app, forumTopicUnpinRoute, action)(async ({ params, acting }) => setPinned(app, acting, params.id, false));
    apiRoute(app, forumCommentAddRoute, action)(async ({ params, body, acting, afterCommit }) =>
      addComment(app, acting, afterCommit, params.id, body.text),
    );
    apiRoute(app, forumVoteRoute, action)(async ({ params, body, acting }) => vote(app, acting, params.id, body.option));
    apiRoute(app, forumCommentEditRoute, action)(async ({ params, body, acting }) =>
      editComment(app, acting, params.id, body.text),
    );
    apiRoute(app, forumCommentDeleteRoute, action)(async ({ params, acting }) => deleteComment(app, acting, params.id));
  },
  { name: 'forum-routes', dependencies: ['app-context', 'session-transport'] },
);
