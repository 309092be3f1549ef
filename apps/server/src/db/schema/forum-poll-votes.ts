import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { forumTopics } from './forum-topics.ts';
import { players } from './players.ts';

/** One vote per player and poll: the primary key makes a second vote (even a concurrent one) fail. */
export const forumPollVotes = pgTable(
  'forum_poll_votes',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    option: integer('option').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.playerId] })],
);
