import { and, desc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { chatMessages } from '../db/schema/chat-messages.ts';
import { chatSeen } from '../db/schema/chat-seen.ts';
import { mailBlocks } from '../db/schema/mail-blocks.ts';
import { players } from '../db/schema/players.ts';

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

/** Live messages of a room that the reader has not blocked the authors of. */
function visibleIn(db: DbOrTx, key: string, readerId: number) {
  return and(
    eq(chatMessages.room, key),
    isNull(chatMessages.deletedAt),
    notExists(
      db
        .select({ one: sql`1` })
        .from(mailBlocks)
        .where(and(eq(mailBlocks.playerId, readerId), eq(mailBlocks.blockedId, chatMessages.authorId))),
    ),
  );
}

export async function insertChatMessage(
  db: DbOrTx,
  values: { room: string; authorId: number; recipientId: number | null; text: string; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(chatMessages).values(values).returning({ id: chatMessages.id });
  if (!row) throw new Error('chat message insert returned nothing');
  return row.id;
}

/** Newest first, `limit` rows after skipping `offset`. */
export async function listRoomMessages(
  db: DbOrTx,
  params: { key: string; readerId: number; offset: number; limit: number },
): Promise<ChatMessageView[]> {
  return db
    .select(view)
    .from(chatMessages)
    .innerJoin(players, eq(players.id, chatMessages.authorId))
    .where(visibleIn(db, params.key, params.readerId))
    .orderBy(desc(chatMessages.id))
    .offset(params.offset)
    .limit(params.limit);
}

/** Newest first: messages with id > afterId. */
export async function listRoomMessagesAfter(
  db: DbOrTx,
  params: { key: string; readerId: number; afterId: number; limit: number },
): Promise<ChatMessageView[]> {
  return db
    .select(view)
    .from(chatMessages)
    .innerJoin(players, eq(players.id, chatMessages.authorId))
    .where(and(visibleIn(db, params.key, params.readerId), gt(chatMessages.id, params.afterId)))
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

export async function newestRoomMessageId(db: DbOrTx, key: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${chatMessages.id})` })
    .from(chatMessages)
    .where(eq(chatMessages.room, key));
  return Number(row?.id ?? 0);
}

/** Moves the reader's seen mark forward (never back). */
export async function markRoomSeen(db: DbOrTx, playerId: number, key: string, lastId: number): Promise<void> {
  await db
    .insert(chatSeen)
    .values({ playerId, room: key, lastId })
    .onConflictDoUpdate({
      target: [chatSeen.playerId, chatSeen.room],
      set: { lastId: sql`greatest(${chatSeen.lastId}, excluded.last_id)` },
    });
}
