import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { forumTopics } from './forum-topics.ts';
import { players } from './players.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A comment under a forum topic; deleted with its topic. */
export const forumComments = pgTable(
  'forum_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
    editedAt: at('edited_at'),
  },
  (t) => [index('forum_comments_topic_idx').on(t.topicId, t.id), index('forum_comments_author_idx').on(t.authorId)],
);

export type ForumCommentRow = typeof forumComments.$inferSelect;
