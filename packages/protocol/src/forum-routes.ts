import { z } from 'zod';
import { FORUM_LIMITS, FORUM_TAGS } from '@rol/rules/community/forum-rules';
import { BAN_DURATIONS, BAN_REASONS } from '@rol/rules/staff/ban-terms';
import { boolField, idField, intField, textField } from './fields.ts';
import { forumCommentDto, forumTopicListDto, forumTopicPageDto } from './forum-dto.ts';
import { defineRoute } from './route.ts';

/**
 * The forum (§2, §5, §6). Reading needs a session (guests read guest topics only; a private topic
 * only its clan). Writing needs level 10 and no forum block; moderators pin, unpin, edit, delete
 * and block. Text limits are checked after trimming, in characters, with their own error codes;
 * the hard caps here only stop absurd bodies.
 */
const ID = idField;
const idParams = z.object({ id: ID });
const tagField = z.enum(FORUM_TAGS);
const titleField = textField(1_000);
const topicTextField = textField(FORUM_LIMITS.textMax * 2, { multiline: true });
const commentTextField = textField(FORUM_LIMITS.commentMax * 4, { multiline: true });

export const forumTopicsRoute = defineRoute({
  method: 'GET',
  path: '/api/forum/topics',
  auth: 'player',
  query: z.object({
    tag: tagField.optional(),
    page: intField.min(0).max(10_000).optional(),
    /** Words to search in titles and texts (Russian and English stemming). */
    q: textField(FORUM_LIMITS.searchMax).transform((q) => q.trim()).optional(),
  }),
  response: forumTopicListDto,
});

export const forumTopicGetRoute = defineRoute({
  method: 'GET',
  path: '/api/forum/topic/:id',
  auth: 'player',
  params: idParams,
  query: z.object({ page: intField.min(0).max(100_000).optional() }),
  response: forumTopicPageDto,
});

export const forumTopicCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/topic/create',
  auth: 'player',
  body: z.object({
    title: titleField,
    text: topicTextField.optional().default(''),
    tag: tagField,
    guest: boolField.optional().default(false),
    private: boolField.optional().default(false),
    pollQuestion: textField(1_000).optional(),
    pollOptions: z.array(textField(1_000)).max(50).optional(),
  }),
  response: forumTopicPageDto,
});

export const forumTopicEditRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/topic/:id/edit',
  auth: 'player',
  params: idParams,
  body: z.object({ title: titleField, text: topicTextField.optional().default(''), tag: tagField }),
  response: forumTopicPageDto,
});

export const forumTopicDeleteRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/topic/:id/delete',
  auth: 'player',
  params: idParams,
  response: z.object({ deleted: z.number().int() }),
});

export const forumTopicPinRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/topic/:id/pin',
  auth: 'player',
  params: idParams,
  response: z.object({ id: z.number().int(), pinned: z.boolean() }),
});

export const forumTopicUnpinRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/topic/:id/unpin',
  auth: 'player',
  params: idParams,
  response: z.object({ id: z.number().int(), pinned: z.boolean() }),
});

export const forumCommentAddRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/topic/:id/comment',
  auth: 'player',
  params: idParams,
  body: z.object({ text: commentTextField }),
  response: forumCommentDto,
});

export const forumVoteRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/topic/:id/vote',
  auth: 'player',
  params: idParams,
  body: z.object({ option: intField.min(0).max(FORUM_LIMITS.pollOptionsMax - 1) }),
  response: forumTopicPageDto,
});

export const forumCommentEditRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/comment/:id/edit',
  auth: 'player',
  params: idParams,
  body: z.object({ text: commentTextField }),
  response: forumCommentDto,
});

export const forumCommentDeleteRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/comment/:id/delete',
  auth: 'player',
  params: idParams,
  response: z.object({ deleted: z.number().int() }),
});

/**
 * A moderator blocks a player from writing on the forum: a ban of scope FORUM with a §6 reason and
 * duration, the same as the console's (`/api/tech/player/:id/ban`): staff rank, history and audit.
 */
export const forumBlockRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/block/:id',
  auth: 'player',
  params: idParams,
  body: z.object({ reason: z.enum(BAN_REASONS), duration: z.enum(BAN_DURATIONS as [string, ...string[]]) }),
  response: z.object({ playerId: z.number().int(), forumBanUntil: z.number().int().nullable() }),
});

/** Lifts the player's forum ban (the console's unban of scope FORUM). */
export const forumUnblockRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/unblock/:id',
  auth: 'player',
  params: idParams,
  response: z.object({ playerId: z.number().int(), forumBanUntil: z.number().int().nullable() }),
});
