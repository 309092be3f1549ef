import { and, asc, count, desc, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ForumCommentDto, ForumPollDto, ForumTopicSummaryDto } from '@rol/protocol/forum-dto';
import { FORUM_LIMITS, type ForumTag } from '@rol/rules/community/forum-rules';
import { hasModeratorAccess, staffLevelOf, type AccessLevel } from '@rol/rules/access-levels';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery, preparedSql } from '../db/prepared-query.ts';
import { clanMembers } from '../db/schema/clan-members.ts';
import { forumComments } from '../db/schema/forum-comments.ts';
import { forumPollVotes } from '../db/schema/forum-poll-votes.ts';
import { forumTopics, type ForumTopicSummaryRow } from '../db/schema/forum-topics.ts';
import { players } from '../db/schema/players.ts';

// A topic is read without its words' vector (`search`, the size of its text again), and a list of
// topics without their texts: only the page of one topic shows its text.
const { search: _search, ...topicColumns } = getTableColumns(forumTopics);
const { text: _text, ...summaryColumns } = topicColumns;

/** A reader's clan id, read in the statement that needs it (null without a clan). */
function clanIdOf(playerId: ReturnType<typeof sql.placeholder>): SQL<number | null> {
  return sql<
    number | null
  >`(select ${clanMembers.clanId} from ${clanMembers} where ${clanMembers.playerId} = ${playerId})`;
}

/**
 * The topics a player may see, as SQL (the rules' canReadTopic): public ones (guest ones only for a
 * TRIAL reader), and their own clan's private ones, the clan read in the same statement.
 */
function visibleTo(kind: ReaderKind): SQL | undefined {
  if (kind === 'staff') return undefined;
  const publicTopics =
    kind === 'trial'
      ? and(isNull(forumTopics.privateClanId), eq(forumTopics.guest, true))
      : isNull(forumTopics.privateClanId);
  return or(publicTopics, eq(forumTopics.privateClanId, clanIdOf(sql.placeholder('playerId'))));
}

/** The three ways a reader sees the list: staff see every topic, guests (TRIAL) the guest ones. */
type ReaderKind = 'staff' | 'trial' | 'player';

function readerKindOf(accessLevel: AccessLevel): ReaderKind {
  if (hasModeratorAccess(accessLevel)) return 'staff';
  return accessLevel === 'TRIAL' ? 'trial' : 'player';
}

/** One prepared list statement per reader kind and per filter (by tag, by words): at most twelve. */
function makeTopicList(name: string, kind: ReaderKind, byTag: boolean, byWords: boolean) {
  return preparedQuery(name, (db, prepared) =>
    db
      .select({ topic: summaryColumns, authorName: players.nickname, authorLevel: players.accessLevel })
      .from(forumTopics)
      .innerJoin(players, eq(players.id, forumTopics.authorId))
      .where(
        and(
          visibleTo(kind),
          byTag ? eq(forumTopics.tag, sql.placeholder('tag')) : undefined,
          byWords ? matches(sql.placeholder('q')) : undefined,
        ),
      )
      .orderBy(desc(forumTopics.pinned), desc(forumTopics.activityAt), desc(forumTopics.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(prepared),
  );
}
const topicLists = new Map<string, ReturnType<typeof makeTopicList>>();

function topicList(kind: ReaderKind, byTag: boolean, byWords: boolean) {
  const name = `forum_topics_${kind}${byTag ? '_tag' : ''}${byWords ? '_words' : ''}`;
  let list = topicLists.get(name);
  if (!list) topicLists.set(name, (list = makeTopicList(name, kind, byTag, byWords)));
  return list;
}

/** Words in Russian or English: matches when either language's stemming finds them. */
function matches(q: SQL | ReturnType<typeof sql.placeholder>): SQL {
  return sql`${forumTopics.search} @@ (websearch_to_tsquery('russian', ${q}) || websearch_to_tsquery('english', ${q}))`;
}

export function topicSummaryOf(
  row: ForumTopicSummaryRow,
  authorName: string,
  authorLevel: AccessLevel,
): ForumTopicSummaryDto {
  return {
    id: row.id,
    title: row.title,
    tag: row.tag,
    guest: row.guest,
    private: row.privateClanId !== null,
    pinned: row.pinned,
    hasPoll: row.pollQuestion !== null,
    authorId: row.authorId,
    authorName,
    authorStaff: staffLevelOf(authorLevel),
    commentCount: row.commentCount,
    createdAt: row.createdAt.getTime(),
    editedAt: row.editedAt?.getTime() ?? null,
    activityAt: row.activityAt.getTime(),
  };
}

/** A page of topics: pinned first, then by the newest activity; by tag and words when given. */
export async function listTopics(
  db: DbOrTx,
  params: {
    reader: { accessLevel: AccessLevel; playerId: number };
    tag?: ForumTag | undefined;
    q?: string | undefined;
    page: number;
  },
) {
  const size = FORUM_LIMITS.topicsPerPage;
  const q = params.q?.trim();
  const rows = await topicList(
    readerKindOf(params.reader.accessLevel),
    Boolean(params.tag),
    Boolean(q),
  )(db, {
    playerId: params.reader.playerId,
    tag: params.tag,
    q,
    limit: size + 1,
    offset: params.page * size,
  });
  return {
    topics: rows.slice(0, size).map((r) => topicSummaryOf(r.topic, r.authorName, r.authorLevel)),
    page: params.page,
    hasMore: rows.length > size,
  };
}

/**
 * A topic with its author's name and staff level, and the reader's clan (`readerClanId`, for the
 * private topics' check) in the same statement; `lock` takes the topic's row lock.
 */
const topicQuery = (db: DbOrTx) =>
  db
    .select({
      topic: topicColumns,
      authorName: players.nickname,
      authorLevel: players.accessLevel,
      readerClanId: clanIdOf(sql.placeholder('readerId')),
    })
    .from(forumTopics)
    .innerJoin(players, eq(players.id, forumTopics.authorId))
    .where(eq(forumTopics.id, sql.placeholder('id')));
const topicById = preparedQuery('forum_topic_by_id', (db, name) => topicQuery(db).prepare(name));
const topicByIdLocked = preparedQuery('forum_topic_by_id_locked', (db, name) =>
  topicQuery(db).for('update', { of: forumTopics }).prepare(name),
);

export async function findTopic(db: DbOrTx, id: number, readerId: number, lock = false) {
  const [row] = await (lock ? topicByIdLocked : topicById)(db, { id, readerId });
  return row ?? null;
}

const commentsPage = preparedQuery('forum_comments_page', (db, name) =>
  db
    .select({ comment: forumComments, authorName: players.nickname, authorLevel: players.accessLevel })
    .from(forumComments)
    .innerJoin(players, eq(players.id, forumComments.authorId))
    .where(eq(forumComments.topicId, sql.placeholder('topicId')))
    .orderBy(asc(forumComments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

export async function listComments(db: DbOrTx, topicId: number, page: number): Promise<ForumCommentDto[]> {
  const size = FORUM_LIMITS.commentsPerPage;
  const rows = await commentsPage(db, { topicId, limit: size, offset: page * size });
  return rows.map((r) => commentDtoOf(r.comment, r.authorName, r.authorLevel));
}

export function commentDtoOf(
  row: typeof forumComments.$inferSelect,
  authorName: string,
  authorLevel: AccessLevel,
): ForumCommentDto {
  return {
    id: row.id,
    topicId: row.topicId,
    authorId: row.authorId,
    authorName,
    authorStaff: staffLevelOf(authorLevel),
    text: row.text,
    createdAt: row.createdAt.getTime(),
    editedAt: row.editedAt?.getTime() ?? null,
  };
}

const pollVotes = preparedQuery('forum_poll_votes', (db, name) =>
  db
    .select({
      option: forumPollVotes.option,
      votes: count(),
      mine: sql<boolean>`bool_or(${forumPollVotes.playerId} = ${sql.placeholder('readerId')})`,
    })
    .from(forumPollVotes)
    .where(eq(forumPollVotes.topicId, sql.placeholder('topicId')))
    .groupBy(forumPollVotes.option)
    .prepare(name),
);

/** The poll as `readerId` sees it: the counts once they have voted. */
export async function pollOf(
  db: DbOrTx,
  topic: ForumTopicSummaryRow,
  readerId: number,
): Promise<ForumPollDto | null> {
  if (topic.pollQuestion === null || !topic.pollOptions) return null;
  const options = topic.pollOptions;
  const votes = await pollVotes(db, { topicId: topic.id, readerId });
  const mine = votes.find((v) => v.mine === true);
  const myVote = mine ? mine.option : null;
  const counts = options.map((_, i) => Number(votes.find((v) => v.option === i)?.votes ?? 0));
  return {
    question: topic.pollQuestion,
    options,
    myVote,
    counts: myVote === null ? null : counts,
    total: myVote === null ? null : counts.reduce((a, b) => a + b, 0),
  };
}

/** The players to tell of a new comment: the topic's author and its commenters (at most 100), but the writer. */
export function replyWatchers(topic: ForumTopicSummaryRow, commenters: readonly number[], writerId: number): number[] {
  return [...new Set([topic.authorId, ...commenters])].filter((id) => id !== writerId);
}

/**
 * A new comment in one statement (its topic's row locked by the caller): the comment written, the
 * topic's comment count and activity moved, and the topic's earlier commenters (at most 100) read
 * for the reply notices.
 */
const commentWritten = preparedSql(
  'forum_comment_written',
  sql`with written as (
    insert into ${forumComments} (topic_id, author_id, text, created_at)
    values (${sql.placeholder('topicId')}::int, ${sql.placeholder('authorId')}::int, ${sql.placeholder('text')}::text,
      ${sql.placeholder('now')}::timestamptz)
    returning id, topic_id, author_id, text, created_at, edited_at
  ), touched as (
    update ${forumTopics}
    set comment_count = greatest(0, ${forumTopics.commentCount} + 1),
      activity_at = greatest(${forumTopics.activityAt}, ${sql.placeholder('now')}::timestamptz)
    where ${forumTopics.id} = ${sql.placeholder('topicId')}::int
  )
  select w.*, array(
    select distinct c.author_id from ${forumComments} c where c.topic_id = ${sql.placeholder('topicId')}::int limit 100
  ) as commenters
  from written w`,
);

/** An int[] as node-postgres gives it (an array) or as its text (`{1,2}`). */
function intArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const text = String(value ?? '{}').slice(1, -1);
  return text === '' ? [] : text.split(',').map(Number);
}

export async function writeComment(
  tx: DbOrTx,
  input: { topicId: number; authorId: number; text: string; now: Date },
): Promise<{ comment: typeof forumComments.$inferSelect; commenters: number[] }> {
  const [row] = await commentWritten(tx, { ...input, now: input.now.toISOString() });
  if (!row) throw new Error('comment not written');
  return {
    comment: {
      id: Number(row.id),
      topicId: Number(row.topic_id),
      authorId: Number(row.author_id),
      text: String(row.text),
      createdAt: new Date(row.created_at as string),
      editedAt: row.edited_at === null ? null : new Date(row.edited_at as string),
    },
    commenters: intArray(row.commenters),
  };
}
