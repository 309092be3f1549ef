import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkCommentText } from '@rol/rules/community/forum-rules';
import { forumComments } from '../db/schema/forum-comments.ts';
import { players } from '../db/schema/players.ts';
import type { AfterCommitTask } from '../http/api-route.ts';
import { ApiError } from '../http/api-error.ts';
import { notifyPlayers } from '../notifications/notify-player.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import {
  assertAuthorOrModerator,
  assertCanRead,
  assertCanWrite,
  readerOf,
  refuseText,
} from './forum-access.ts';
import { commentDtoOf, findTopic, replyWatchers, writeComment } from './forum-queries.ts';
import { touchTopic } from './forum-topics.ts';

/**
 * Adds a comment (level 10, no forum block, a topic the writer may read) and tells the topic's
 * author and its other commenters (FORUM_REPLY notifications, pushed after the commit).
 */
export async function addComment(
  app: FastifyInstance,
  who: ActingPlayer,
  afterCommit: (task: AfterCommitTask) => void,
  topicId: number,
  text: string,
) {
  const now = new Date(app.clock());
  return inPlayerTransaction(app.db, who, async (tx, player) => {
    assertCanWrite(player, now.getTime());
    refuseText(checkCommentText(text));
    const row = await findTopic(tx, topicId, player.id, true);
    if (!row) throw new ApiError('FORUM_TOPIC_NOT_FOUND', { id: topicId });
    assertCanRead(readerOf(player, row), row.topic);
    const { comment, commenters } = await writeComment(tx, { topicId, authorId: player.id, text: text.trim(), now });
    await notifyPlayers(app, tx, afterCommit, {
      playerIds: replyWatchers(row.topic, commenters, player.id),
      event: {
        type: 'FORUM_REPLY',
        params: {
          topicId,
          title: row.topic.title,
          commentId: comment.id,
          authorId: player.id,
          authorName: player.nickname,
        },
      },
      now,
    });
    return commentDtoOf(comment, player.nickname, player.accessLevel);
  });
}

async function findComment(tx: Parameters<typeof touchTopic>[0], id: number) {
  const [row] = await tx
    .select({ comment: forumComments, authorName: players.nickname, authorLevel: players.accessLevel })
    .from(forumComments)
    .innerJoin(players, eq(players.id, forumComments.authorId))
    .where(eq(forumComments.id, id))
    .for('update', { of: forumComments });
  if (!row) throw new ApiError('FORUM_COMMENT_NOT_FOUND', { id });
  return row;
}

/** Its author (still allowed to write) or a moderator changes a comment's text. */
export async function editComment(app: FastifyInstance, who: ActingPlayer, id: number, text: string) {
  const now = new Date(app.clock());
  return inPlayerTransaction(app.db, who, async (tx, player) => {
    const { comment, authorName, authorLevel } = await findComment(tx, id);
    const topic = await findTopic(tx, comment.topicId, player.id);
    if (topic) assertCanRead(readerOf(player, topic), topic.topic);
    assertAuthorOrModerator(player, comment.authorId, now.getTime());
    refuseText(checkCommentText(text));
    const [updated] = await tx
      .update(forumComments)
      .set({ text: text.trim(), editedAt: now })
      .where(eq(forumComments.id, id))
      .returning();
    return commentDtoOf(updated ?? comment, authorName, authorLevel);
  });
}

/** Its author or a moderator deletes a comment. */
export async function deleteComment(app: FastifyInstance, who: ActingPlayer, id: number) {
  const now = new Date(app.clock());
  return inPlayerTransaction(app.db, who, async (tx, player) => {
    const { comment } = await findComment(tx, id);
    assertAuthorOrModerator(player, comment.authorId, now.getTime());
    await tx.delete(forumComments).where(eq(forumComments.id, id));
    await touchTopic(tx, comment.topicId, now, -1);
    return { deleted: id };
  });
}
