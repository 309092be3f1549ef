import { and, desc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { placeholdersFor, preparedQuery } from '../db/prepared-query.ts';
import { chatMessages } from '../db/schema/chat-messages.ts';
import { chatPrivateRooms } from '../db/schema/chat-private-rooms.ts';
import { chatSeen } from '../db/schema/chat-seen.ts';
import { mailBlocks } from '../db/schema/mail-blocks.ts';
import { players } from '../db/schema/players.ts';

type NewChatMessage = typeof chatMessages.$inferInsert;

export interface ChatMessageView {
  id: number;
  authorId: number;
  authorName: string;
  text: string;
  createdAt: Date;
}

const view = {
  id: chatMessages.id,
  authorId: chatMessages.authorId,
  authorName: players.nickname,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
};

/** Live messages of the room `$key` whose authors the reader `$readerId` has not blocked. */
function visibleToReader(db: DbOrTx) {
  return and(
    eq(chatMessages.room, sql.placeholder('key')),
    isNull(chatMessages.deletedAt),
    notExists(
      db
        .select({ one: sql`1` })
        .from(mailBlocks)
        .where(
          and(
            eq(mailBlocks.playerId, sql.placeholder('readerId')),
            eq(mailBlocks.blockedId, chatMessages.authorId),
          ),
        ),
    ),
  );
}

// Chat's reads and writes run on every room list, page and message: prepared statements (planned
// once per connection; unprepared, the room page's planning cost seven times its execution).
const chatMessageInserted = preparedQuery('chat_message_inserted', (db, name) =>
  db
    .insert(chatMessages)
    .values(
      placeholdersFor(['room', 'authorId', 'recipientId', 'text', 'createdAt']) as unknown as NewChatMessage,
    )
    .returning({ id: chatMessages.id })
    .prepare(name),
);

/** A private room's row points at its newest message (never back to an older one that commits later). */
const privateRoomAdvanced = preparedQuery('chat_private_room_advanced', (db, name) =>
  db
    .insert(chatPrivateRooms)
    .values({
      room: sql`${sql.placeholder('room')}`,
      playerA: sql`least(${sql.placeholder('authorId')}::int, ${sql.placeholder('recipientId')}::int)`,
      playerB: sql`greatest(${sql.placeholder('authorId')}::int, ${sql.placeholder('recipientId')}::int)`,
      lastMessageId: sql`${sql.placeholder('id')}`,
    })
    .onConflictDoUpdate({
      target: chatPrivateRooms.room,
      set: { lastMessageId: sql`greatest(${chatPrivateRooms.lastMessageId}, excluded.last_message_id)` },
    })
    .prepare(name),
);

/** Stores a message (a private one also becomes its room's newest, `chat_private_rooms`); run inside the sending transaction. */
export async function insertChatMessage(
  db: DbOrTx,
  values: { room: string; authorId: number; recipientId: number | null; text: string; createdAt: Date },
): Promise<number> {
  const [row] = await chatMessageInserted(db, { ...values, createdAt: values.createdAt.toISOString() });
  if (!row) throw new Error('chat message insert returned nothing');
  if (values.recipientId !== null)
    await privateRoomAdvanced(db, {
      room: values.room,
      authorId: values.authorId,
      recipientId: values.recipientId,
      id: row.id,
    });
  return row.id;
}

/**
 * The room's messages newest first: with `limit` null, a page deeper in the room (offset and limit
 * are parameters); else the newest `limit` messages (after `$afterId` when `after`), the limit written
 * in: with a parameter for it, PostgreSQL's generic plan assumes a tenth of the room and always loses
 * to a custom plan, so every call was planned again (about 270 µs, five times the execution).
 */
function roomPageQuery(name: string, limit: number | null, after: boolean) {
  return preparedQuery(name, (db, statementName) => {
    const query = db
      .select(view)
      .from(chatMessages)
      .innerJoin(players, eq(players.id, chatMessages.authorId))
      .where(
        after
          ? and(visibleToReader(db), gt(chatMessages.id, sql.placeholder('afterId')))
          : visibleToReader(db),
      )
      .orderBy(desc(chatMessages.id));
    return (
      limit === null
        ? query.offset(sql.placeholder('offset')).limit(sql.placeholder('limit'))
        : query.limit(limit)
    ).prepare(statementName);
  });
}

const roomPage = roomPageQuery('chat_room_page', null, false);

/** Limits written into a statement (pages are at most CHAT_PAGE_SIZE + 1); larger ones use `roomPage`. */
const WRITTEN_LIMIT_MAX = 64;
const roomNewest = new Map<string, ReturnType<typeof roomPageQuery>>();

function newestQuery(limit: number, after: boolean) {
  const name = `chat_room_${after ? 'after' : 'newest'}_${limit}`;
  let query = roomNewest.get(name);
  if (!query) roomNewest.set(name, (query = roomPageQuery(name, limit, after)));
  return query;
}

/** Newest first, `limit` rows after skipping `offset`. */
export async function listRoomMessages(
  db: DbOrTx,
  params: { key: string; readerId: number; offset: number; limit: number },
): Promise<ChatMessageView[]> {
  if (params.offset > 0 || params.limit > WRITTEN_LIMIT_MAX) return roomPage(db, params);
  return newestQuery(params.limit, false)(db, { key: params.key, readerId: params.readerId });
}

/** Newest first: messages with id > afterId (at most `limit`, and at most WRITTEN_LIMIT_MAX). */
export async function listRoomMessagesAfter(
  db: DbOrTx,
  params: { key: string; readerId: number; afterId: number; limit: number },
): Promise<ChatMessageView[]> {
  const query = newestQuery(Math.min(params.limit, WRITTEN_LIMIT_MAX), true);
  return query(db, { key: params.key, readerId: params.readerId, afterId: params.afterId });
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

const newestInRoom = preparedQuery('chat_newest_in_room', (db, name) =>
  db
    .select({ id: sql<number | null>`max(${chatMessages.id})` })
    .from(chatMessages)
    .where(eq(chatMessages.room, sql.placeholder('key')))
    .prepare(name),
);

export async function newestRoomMessageId(db: DbOrTx, key: string): Promise<number> {
  const [row] = await newestInRoom(db, { key });
  return Number(row?.id ?? 0);
}

const roomSeenRaised = preparedQuery('chat_room_seen_raised', (db, name) =>
  db
    .insert(chatSeen)
    .values(placeholdersFor(['playerId', 'room', 'lastId']) as unknown as typeof chatSeen.$inferInsert)
    .onConflictDoUpdate({
      target: [chatSeen.playerId, chatSeen.room],
      set: { lastId: sql`greatest(${chatSeen.lastId}, excluded.last_id)` },
    })
    .prepare(name),
);

/** Moves the reader's seen mark forward (never back). */
export async function markRoomSeen(db: DbOrTx, playerId: number, key: string, lastId: number): Promise<void> {
  await roomSeenRaised(db, { playerId, room: key, lastId });
}
