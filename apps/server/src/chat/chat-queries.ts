import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { MAIN_ROOM } from '@rol/protocol/chat-room';
import type { AccessLevel } from '@rol/rules/access-levels';
import type { DbOrTx } from '../db/database.ts';
import { preparedSql } from '../db/prepared-query.ts';
import { chatMessages } from '../db/schema/chat-messages.ts';
import { chatPrivateRooms } from '../db/schema/chat-private-rooms.ts';
import { chatSeen } from '../db/schema/chat-seen.ts';
import { players } from '../db/schema/players.ts';
import { notBlockedBy } from '../messages/block-queries.ts';

export interface ChatMessageView {
  id: number;
  authorId: number;
  authorName: string;
  authorLevel: AccessLevel;
  text: string;
  createdAt: Date;
}

const view = {
  id: chatMessages.id,
  authorId: chatMessages.authorId,
  authorName: players.nickname,
  authorLevel: players.accessLevel,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
};

/** Live messages of a room whose authors the reader has not blocked. */
function visibleIn(key: string, readerId: number) {
  return and(
    eq(chatMessages.room, key),
    isNull(chatMessages.deletedAt),
    notBlockedBy(readerId, chatMessages.authorId),
  );
}

// Chat's writes run on every message: prepared statements (planned once per connection).
const authorId = sql`${sql.placeholder('authorId')}::int`;
const room = sql`${sql.placeholder('room')}::text`;

/** The message as stored (`stored`), with `recipient` the private room's other member or null. */
const messageStored = (recipient: SQL) => sql`stored as (
    insert into ${chatMessages} (room, author_id, recipient_id, text, created_at)
    values (${room}, ${authorId}, ${recipient}, ${sql.placeholder('text')}::text,
      ${sql.placeholder('createdAt')}::timestamptz)
    returning id, recipient_id
  )`;

/** The author's seen mark raised to the stored message (`seen`): the author has seen what they wrote. */
const authorSeenRaised = sql`seen as (
    insert into ${chatSeen} (player_id, room, last_id)
    select ${authorId}, ${room}, id from stored
    on conflict (player_id, room) do update set last_id = greatest(${chatSeen.lastId}, excluded.last_id)
  )`;

/** A message to a room: the message and the author's seen mark, in one statement. */
const storedInRoom = sql`with ${messageStored(sql`null`)}, ${authorSeenRaised}
  select id from stored`;

/**
 * A private message: the message, its room's row pointing at it (never back to an older one that
 * commits later) and the author's seen mark, in one statement.
 */
const storedInPrivateRoom = sql`with ${messageStored(sql`${sql.placeholder('recipientId')}::int`)}, advanced as (
    insert into ${chatPrivateRooms} (room, player_a, player_b, last_message_id)
    select ${room}, least(${authorId}, recipient_id), greatest(${authorId}, recipient_id), id from stored
    on conflict (room) do update
      set last_message_id = greatest(${chatPrivateRooms.lastMessageId}, excluded.last_message_id)
  ), ${authorSeenRaised}
  select id from stored`;

const chatMessageStored = {
  room: preparedSql('chat_message_stored', storedInRoom),
  private: preparedSql('chat_private_message_stored', storedInPrivateRoom),
};

/**
 * Stores a message in the sending transaction, in one statement: the author has seen what they wrote
 * (`chat_seen`), and a private message becomes its room's newest (`chat_private_rooms`). Answers its id.
 */
export async function insertChatMessage(
  db: DbOrTx,
  values: { room: string; authorId: number; recipientId: number | null; text: string; createdAt: Date },
): Promise<number> {
  const params = { ...values, createdAt: values.createdAt.toISOString() };
  const [row] = await (values.recipientId === null ? chatMessageStored.room : chatMessageStored.private)(
    db,
    params,
  );
  if (!row) throw new Error('chat message insert returned nothing');
  return Number(row.id);
}

/**
 * The main room's newest `limit` messages (after `$afterId` when `after`) for the reader `$readerId`:
 * read by every room list and every main-room page, so prepared, with the room and the limit written
 * into the statement. With them as parameters PostgreSQL cannot settle on one plan: a `LIMIT $n` makes
 * the generic plan assume a tenth of the room, so each call was planned again (about 270 µs, five times
 * the execution). Other rooms are built and planned per call: a generic plan estimated on the main
 * room, which holds most messages, could walk the whole table backwards for a small private room.
 */
function mainRoomNewest(name: string, limit: number, after: boolean) {
  return preparedSql(
    name,
    sql`select m.id as "id", m.author_id as "authorId", p.nickname as "authorName",
        p.access_level as "authorLevel", m.text as "text",
        m.created_at as "createdAt"
      from ${chatMessages} m join ${players} p on p.id = m.author_id
      where m.room = ${sql.raw(`'${MAIN_ROOM}'`)} and m.deleted_at is null
        and ${notBlockedBy(sql.placeholder('readerId'), sql`m.author_id`)}
        ${after ? sql`and m.id > ${sql.placeholder('afterId')}` : sql``}
      order by m.id desc
      limit ${sql.raw(String(limit))}`,
  );
}

/** Limits written into a statement (a page is at most CHAT_PAGE_SIZE + 1 rows); larger ones are built per call. */
const WRITTEN_LIMIT_MAX = 64;
const mainRoomStatements = new Map<string, ReturnType<typeof mainRoomNewest>>();

async function readMainRoom(db: DbOrTx, params: { readerId: number; limit: number; afterId?: number }) {
  const after = params.afterId !== undefined;
  const name = `chat_main_${after ? 'after' : 'newest'}_${params.limit}`;
  let statement = mainRoomStatements.get(name);
  if (!statement) mainRoomStatements.set(name, (statement = mainRoomNewest(name, params.limit, after)));
  const rows = await statement(
    db,
    after ? { readerId: params.readerId, afterId: params.afterId } : { readerId: params.readerId },
  );
  return rows.map(
    (row) => ({ ...row, createdAt: new Date(row.createdAt as string | Date) }) as ChatMessageView,
  );
}

const writtenIn = (key: string, limit: number) => key === MAIN_ROOM && limit <= WRITTEN_LIMIT_MAX;

/** Newest first, `limit` rows after skipping `offset`. */
export async function listRoomMessages(
  db: DbOrTx,
  params: { key: string; readerId: number; offset: number; limit: number },
): Promise<ChatMessageView[]> {
  if (params.offset === 0 && writtenIn(params.key, params.limit)) return readMainRoom(db, params);
  return db
    .select(view)
    .from(chatMessages)
    .innerJoin(players, eq(players.id, chatMessages.authorId))
    .where(visibleIn(params.key, params.readerId))
    .orderBy(desc(chatMessages.id))
    .offset(params.offset)
    .limit(params.limit);
}

/** Newest first: messages with id > afterId. */
export async function listRoomMessagesAfter(
  db: DbOrTx,
  params: { key: string; readerId: number; afterId: number; limit: number },
): Promise<ChatMessageView[]> {
  if (writtenIn(params.key, params.limit)) return readMainRoom(db, params);
  return db
    .select(view)
    .from(chatMessages)
    .innerJoin(players, eq(players.id, chatMessages.authorId))
    .where(and(visibleIn(params.key, params.readerId), gt(chatMessages.id, params.afterId)))
    .orderBy(desc(chatMessages.id))
    .limit(params.limit);
}

export async function findRoomMessage(db: DbOrTx, key: string, id: number) {
  const [row] = await db
    .select({ id: chatMessages.id, authorId: chatMessages.authorId })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.room, key), isNull(chatMessages.deletedAt)));
  return row ?? null;
}

/** Soft-deletes a live message; false when it was already gone. */
export async function markChatMessageDeleted(db: DbOrTx, id: number, by: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ deletedAt: at, deletedBy: by })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/**
 * The reader's seen mark raised to `$lastId`, or to the room's newest message without one (never past
 * the newest, never back), in one statement; nothing in a room without messages.
 */
const roomSeenRaised = preparedSql(
  'chat_room_seen_raised',
  sql`insert into ${chatSeen} (player_id, room, last_id)
    select ${sql.placeholder('playerId')}::int, ${room}, least(coalesce(${sql.placeholder('lastId')}::int, newest), newest)
    from (select max(id) as newest from ${chatMessages} where room = ${room}) as room_newest
    where newest > 0
    on conflict (player_id, room) do update set last_id = greatest(${chatSeen.lastId}, excluded.last_id)`,
);

/** Moves the reader's seen mark forward to `lastId` (the room's newest when null), never past the newest. */
export async function markRoomSeen(
  db: DbOrTx,
  playerId: number,
  key: string,
  lastId: number | null,
): Promise<void> {
  await roomSeenRaised(db, { playerId, room: key, lastId });
}
