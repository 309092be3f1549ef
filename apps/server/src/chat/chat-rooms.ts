import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { ChatRoomDto } from '@rol/protocol/chat-routes';
import { MAIN_ROOM, privateRoom } from '@rol/protocol/chat-room';
import type { DbOrTx } from '../db/database.ts';
import { chatMessages } from '../db/schema/chat-messages.ts';
import { chatSeen } from '../db/schema/chat-seen.ts';
import { mailBlocks } from '../db/schema/mail-blocks.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { listRoomMessages } from './chat-queries.ts';
import { toChatMessageDto } from './chat-service.ts';

const UNREAD_CAP = 99;
const PRIVATE_ROOMS_MAX = 50;

function notBlockedBy(db: DbOrTx, readerId: number) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(mailBlocks)
      .where(and(eq(mailBlocks.playerId, readerId), eq(mailBlocks.blockedId, chatMessages.authorId))),
  );
}

async function seenIdOf(db: DbOrTx, playerId: number, key: string): Promise<number> {
  const [row] = await db
    .select({ lastId: chatSeen.lastId })
    .from(chatSeen)
    .where(and(eq(chatSeen.playerId, playerId), eq(chatSeen.room, key)));
  return row?.lastId ?? 0;
}

async function mainRoom(db: DbOrTx, reader: PlayerRow): Promise<ChatRoomDto> {
  const [last] = await listRoomMessages(db, { key: MAIN_ROOM, readerId: reader.id, offset: 0, limit: 1 });
  const seenId = await seenIdOf(db, reader.id, MAIN_ROOM);
  const unreadRows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.room, MAIN_ROOM),
        isNull(chatMessages.deletedAt),
        gt(chatMessages.id, seenId),
        ne(chatMessages.authorId, reader.id),
        notBlockedBy(db, reader.id),
      ),
    )
    .limit(UNREAD_CAP);
  return {
    room: MAIN_ROOM,
    kind: 'main',
    partnerId: null,
    partnerName: null,
    lastMessage: last ? toChatMessageDto(last, MAIN_ROOM) : null,
    unread: unreadRows.length,
  };
}

async function privateRooms(db: DbOrTx, reader: PlayerRow): Promise<ChatRoomDto[]> {
  const lastId = sql<number>`max(${chatMessages.id})`;
  const rooms = await db
    .select({ key: chatMessages.room, lastId })
    .from(chatMessages)
    .where(
      and(
        or(eq(chatMessages.authorId, reader.id), eq(chatMessages.recipientId, reader.id)),
        isNotNull(chatMessages.recipientId),
        isNull(chatMessages.deletedAt),
        notBlockedBy(db, reader.id),
      ),
    )
    .groupBy(chatMessages.room)
    .orderBy(desc(lastId))
    .limit(PRIVATE_ROOMS_MAX);
  if (rooms.length === 0) return [];
  const lastIds = rooms.map((room) => Number(room.lastId));
  const lastRows = await db
    .select({
      id: chatMessages.id,
      authorId: chatMessages.authorId,
      recipientId: chatMessages.recipientId,
      authorName: players.nickname,
      text: chatMessages.text,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(players, eq(players.id, chatMessages.authorId))
    .where(inArray(chatMessages.id, lastIds));
  const unread = await db
    .select({ key: chatMessages.room, count: sql<number>`count(*)` })
    .from(chatMessages)
    .leftJoin(chatSeen, and(eq(chatSeen.playerId, reader.id), eq(chatSeen.room, chatMessages.room)))
    .where(
      and(
        inArray(
          chatMessages.room,
          rooms.map((room) => room.key),
        ),
        eq(chatMessages.recipientId, reader.id),
        isNull(chatMessages.deletedAt),
        gt(chatMessages.id, sql`coalesce(${chatSeen.lastId}, 0)`),
        notBlockedBy(db, reader.id),
      ),
    )
    .groupBy(chatMessages.room);
  const partnerIds = lastRows.map((row) => (row.authorId === reader.id ? row.recipientId! : row.authorId));
  const partners = await db
    .select({ id: players.id, nickname: players.nickname })
    .from(players)
    .where(inArray(players.id, partnerIds));
  const byId = new Map(lastRows.map((row) => [row.id, row]));
  const nameOf = new Map(partners.map((p) => [p.id, p.nickname]));
  const unreadOf = new Map(unread.map((row) => [row.key, Number(row.count)]));
  return rooms.flatMap((room) => {
    const last = byId.get(Number(room.lastId));
    if (!last) return [];
    const partnerId = last.authorId === reader.id ? (last.recipientId ?? 0) : last.authorId;
    const name = privateRoom(partnerId);
    return [
      {
        room: name,
        kind: 'private' as const,
        partnerId,
        partnerName: nameOf.get(partnerId) ?? '',
        lastMessage: toChatMessageDto(last, name),
        unread: Math.min(UNREAD_CAP, unreadOf.get(room.key) ?? 0),
      },
    ];
  });
}

/** The reader's rooms: main, then private rooms with messages, the most recent first (the clan room comes with clans). */
export async function listChatRooms(db: DbOrTx, reader: PlayerRow): Promise<ChatRoomDto[]> {
  return [await mainRoom(db, reader), ...(await privateRooms(db, reader))];
}
