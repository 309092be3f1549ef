import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forumTopics } from '../db/schema/forum-topics.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { assertModerator } from './forum-access.ts';

/** A moderator pins or unpins a topic (pinned topics lead every list). */
export async function setPinned(app: FastifyInstance, who: ActingPlayer, id: number, pinned: boolean) {
  return inPlayerTransaction(app.db, who, async (tx, player) => {
    assertModerator(player);
    const [row] = await tx
      .update(forumTopics)
      .set({ pinned })
      .where(eq(forumTopics.id, id))
      .returning({ id: forumTopics.id, pinned: forumTopics.pinned });
    if (!row) throw new ApiError('FORUM_TOPIC_NOT_FOUND', { id });
    return row;
  });
}

/** A moderator deletes a topic with its comments and votes. */
export async function deleteTopic(app: FastifyInstance, who: ActingPlayer, id: number) {
  return inPlayerTransaction(app.db, who, async (tx, player) => {
    assertModerator(player);
    const removed = await tx.delete(forumTopics).where(eq(forumTopics.id, id)).returning({ id: forumTopics.id });
    if (removed.length === 0) throw new ApiError('FORUM_TOPIC_NOT_FOUND', { id });
    return { deleted: id };
  });
}
