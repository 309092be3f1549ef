import { z } from 'zod';
import { FORUM_TAGS } from '@rol/rules/community/forum-rules';
import { staffMarkField } from './staff-mark.ts';

/** A poll as its reader sees it: the counts only once the reader has voted (or for the author). */
export const forumPollDto = z.object({
  question: z.string(),
  options: z.array(z.string()),
  /** The reader's vote (an option's index), or null. */
  myVote: z.number().int().nullable(),
  /** Votes per option, in the options' order; null until the reader has voted. */
  counts: z.array(z.number().int()).nullable(),
  total: z.number().int().nullable(),
});
export type ForumPollDto = z.infer<typeof forumPollDto>;

export const forumTopicSummaryDto = z.object({
  id: z.number().int(),
  title: z.string(),
  tag: z.enum(FORUM_TAGS),
  guest: z.boolean(),
  private: z.boolean(),
  pinned: z.boolean(),
  hasPoll: z.boolean(),
  authorId: z.number().int(),
  authorName: z.string(),
  /** The author's staff level (the mark beside the name), null for guests and players. */
  authorStaff: staffMarkField,
  commentCount: z.number().int(),
  createdAt: z.number().int(),
  editedAt: z.number().int().nullable(),
  activityAt: z.number().int(),
});
export type ForumTopicSummaryDto = z.infer<typeof forumTopicSummaryDto>;

export const forumCommentDto = z.object({
  id: z.number().int(),
  topicId: z.number().int(),
  authorId: z.number().int(),
  authorName: z.string(),
  /** The author's staff level (the mark beside the name), null for guests and players. */
  authorStaff: staffMarkField,
  text: z.string(),
  createdAt: z.number().int(),
  editedAt: z.number().int().nullable(),
});
export type ForumCommentDto = z.infer<typeof forumCommentDto>;

export const forumTopicDto = forumTopicSummaryDto.extend({
  text: z.string(),
  poll: forumPollDto.nullable(),
});
export type ForumTopicDto = z.infer<typeof forumTopicDto>;

/** A topic with one page of its comments (oldest first). */
export const forumTopicPageDto = z.object({
  topic: forumTopicDto,
  comments: z.array(forumCommentDto),
  page: z.number().int(),
  pages: z.number().int(),
});
export type ForumTopicPageDto = z.infer<typeof forumTopicPageDto>;

export const forumTopicListDto = z.object({
  topics: z.array(forumTopicSummaryDto),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ForumTopicListDto = z.infer<typeof forumTopicListDto>;
