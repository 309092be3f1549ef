import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ForumTopicPageDto } from '@rol/protocol/forum-dto';
import {
  checkPoll,
  checkTopicTexts,
  CLAN_TOPIC_MIN_ROLE,
  FORUM_LIMITS,
  isGuestTopic,
  mayCreateClanTopic,
  type ForumTag,
} from '@rol/rules/community/forum-rules';
import type { DbOrTx } from '../db/database.ts';
import { forumPollVotes } from '../db/schema/forum-poll-votes.ts';
import { forumTopics } from '../db/schema/forum-topics.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import {
  assertAuthorOrModerator,
  assertCanRead,
  assertCanWrite,
  readerOf,
  refuseText,
} from './forum-access.ts';
import { findTopic, listComments, pollOf, topicSummaryOf } from './forum-queries.ts';
import { viewerClan } from './viewer-clan.ts';
import { together } from '../db/together.ts';
import { encodeRow, placeholdersFor, preparedQuery } from '../db/prepared-query.ts';

/** A topic with comment page `page` (clamped to the last), as `reader` sees it. */
export async function topicPage(
  db: DbOrTx,
  player: PlayerRow,
  id: number,
  page = 0,
): Promise<ForumTopicPageDto> {
  const row = await findTopic(db, id, player.id);
  if (!row) throw new ApiError('FORUM_TOPIC_NOT_FOUND', { id });
  assertCanRead(readerOf(player, row), row.topic);
  const pages = Math.max(1, Math.ceil(row.topic.commentCount / FORUM_LIMITS.commentsPerPage));
  const shown = Math.min(page, pages - 1);
  const [poll, comments] = await together(pollOf(db, row.topic, player.id), listComments(db, id, shown));
  return {
    topic: {
      ...topicSummaryOf(row.topic, row.authorName, row.authorLevel),
      text: row.topic.text,
      poll,
    },
    comments,
    page: shown,
    pages,
  };
}

export interface NewTopic {
  title: string;
  text: string;
  tag: ForumTag;
  guest: boolean;
  private: boolean;
  pollQuestion?: string | undefined;
  pollOptions?: string[] | undefined;
}

const TOPIC_COLUMNS = [
  'authorId',
  'title',
  'text',
  'tag',
  'guest',
  'privateClanId',
  'pollQuestion',
  'pollOptions',
  'createdAt',
  'activityAt',
];

const topicInserted = preparedQuery('forum_topic_inserted', (db, name) =>
  db
    .insert(forumTopics)
    .values(placeholdersFor(TOPIC_COLUMNS) as unknown as typeof forumTopics.$inferInsert)
    .returning({ id: forumTopics.id })
    .prepare(name),
);

/** A player's vote in a topic's poll; nothing when they voted already (the primary key). */
const voteInserted = preparedQuery('forum_vote_inserted', (db, name) =>
  db
    .insert(forumPollVotes)
    .values({
      topicId: sql.placeholder('topicId'),
      playerId: sql.placeholder('playerId'),
      option: sql.placeholder('option'),
      createdAt: sql`${sql.placeholder('createdAt')}::timestamptz`,
    })
    .onConflictDoNothing()
    .returning({ option: forumPollVotes.option })
    .prepare(name),
);

/** Creates a topic (level 10, no forum block; a private one needs a clan and its participant role; a poll is optional). */
export async function createTopic(app: FastifyInstance, who: ActingPlayer, input: NewTopic) {
  const now = new Date(app.clock());
  return inPlayerTransaction(app.db, who, async (tx, player) => {
    assertCanWrite(player, now.getTime());
    refuseText(checkTopicTexts(input.title, input.text));
    const hasPoll = input.pollQuestion !== undefined || (input.pollOptions?.length ?? 0) > 0;
    if (hasPoll && !checkPoll(input.pollQuestion ?? '', input.pollOptions ?? []))
      throw new ApiError('FORUM_POLL_INVALID');
    let privateClanId: number | null = null;
    if (input.private) {
      const clan = await viewerClan(tx, player.id);
      if (clan === null) throw new ApiError('FORUM_CLAN_REQUIRED');
      if (!mayCreateClanTopic(clan.role))
        throw new ApiError('FORUM_CLAN_ROLE_REQUIRED', { role: CLAN_TOPIC_MIN_ROLE });
      privateClanId = clan.clanId;
    }
    const [row] = await topicInserted(
      tx,
      encodeRow(forumTopics, {
        authorId: player.id,
        title: input.title.trim(),
        text: input.text.trim(),
        tag: input.tag,
        guest: isGuestTopic(player.accessLevel, input.guest),
        privateClanId,
        pollQuestion: hasPoll ? (input.pollQuestion ?? '').trim() : null,
        pollOptions: hasPoll ? (input.pollOptions ?? []).map((o) => o.trim()) : null,
        createdAt: now,
        activityAt: now,
      }),
    );
    if (!row) throw new Error('topic not written');
    return topicPage(tx, player, row.id);
  });
}

/** The author (still allowed to write) or a moderator changes the title, text and tag. */
export async function editTopic(
  app: FastifyInstance,
  who: ActingPlayer,
  id: number,
  input: { title: string; text: string; tag: ForumTag },
) {
  const nowMs = app.clock();
  return inPlayerTransaction(app.db, who, async (tx, player) => {
    const row = await findTopic(tx, id, player.id, true);
    if (!row) throw new ApiError('FORUM_TOPIC_NOT_FOUND', { id });
    assertCanRead(readerOf(player, row), row.topic);
    assertAuthorOrModerator(player, row.topic.authorId, nowMs);
    refuseText(checkTopicTexts(input.title, input.text));
    await tx
      .update(forumTopics)
      .set({ title: input.title.trim(), text: input.text.trim(), tag: input.tag, editedAt: new Date(nowMs) })
      .where(eq(forumTopics.id, id));
    return topicPage(tx, player, id);
  });
}

/**
 * One vote per player and poll: the primary key (topic, player) makes a second vote — even one
 * racing the first on another connection — insert nothing, answered FORUM_ALREADY_VOTED.
 */
export async function vote(app: FastifyInstance, who: ActingPlayer, id: number, option: number) {
  const now = new Date(app.clock());
  return inPlayerTransaction(app.db, who, async (tx, player) => {
    assertCanWrite(player, now.getTime());
    const row = await findTopic(tx, id, player.id);
    if (!row) throw new ApiError('FORUM_TOPIC_NOT_FOUND', { id });
    assertCanRead(readerOf(player, row), row.topic);
    const options = row.topic.pollOptions;
    if (row.topic.pollQuestion === null || !options || option >= options.length)
      throw new ApiError('FORUM_NO_POLL', { id, option });
    const inserted = await voteInserted(tx, {
      topicId: id,
      playerId: player.id,
      option,
      createdAt: now.toISOString(),
    });
    if (inserted.length === 0) throw new ApiError('FORUM_ALREADY_VOTED');
    return topicPage(tx, player, id);
  });
}

export const touchTopic = (db: DbOrTx, id: number, now: Date, delta: 1 | -1) =>
  db
    .update(forumTopics)
    .set({
      commentCount: sql`greatest(0, ${forumTopics.commentCount} + ${delta})`,
      ...(delta > 0
        ? { activityAt: sql`greatest(${forumTopics.activityAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(eq(forumTopics.id, id));
