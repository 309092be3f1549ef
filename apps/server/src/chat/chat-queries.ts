import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { MAIN_ROOM } from '@rol/protocol/chat-room';
import type { DbOrTx } from '../db/database.ts';
import { placeholdersFor, preparedQuery, preparedSql } from '../db/prepared-query.ts';
import { chatMessages } from '../db/schema/chat-messages.ts';
import { chatPrivateRooms } from '../db/schema/chat-private-rooms.ts';
import { chatSeen } from '../db/schema/chat-seen.ts';
import { players } from '../db/schema/players.ts';
import { notBlockedBy } from '../mail/block-queries.ts';

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

/** Live messages of a room whose authors the reader has not blocked. */
function visibleIn(key: string, readerId: number) {
  return and(
    eq(chatMessages.room, key),
    isNull(chatMessages.deletedAt),
    notBlockedBy(readerId, chatMessages.authorId),
  );
}

// Chat's writes run on every message: prepared statements (planned once per connection).
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
    sql`select m.id as "id", m.author_id as "authorId", p.nickname as "authorName", m.text as "text",
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
