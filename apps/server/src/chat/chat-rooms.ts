import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { ChatRoomDto } from '@rol/protocol/chat-routes';
import { CLAN_ROOM, MAIN_ROOM, privateRoom } from '@rol/protocol/chat-room';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery, preparedSql } from '../db/prepared-query.ts';
import { chatMessages } from '../db/schema/chat-messages.ts';
import { chatPrivateRooms } from '../db/schema/chat-private-rooms.ts';
import { chatSeen } from '../db/schema/chat-seen.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { notBlockedBy } from '../messages/block-queries.ts';
import { nicknamesOf } from '../players/player-queries.ts';
import { listRoomMessages } from './chat-queries.ts';
import { clanIdOf } from './chat-room-access.ts';
import { toChatMessageDto } from './chat-service.ts';

const UNREAD_CAP = 99;
const PRIVATE_ROOMS_MAX = 50;

// The room list is read whenever a player opens the chat: its statements are prepared (planned once
// per connection).

/** How many of the main room's messages by others lie after the reader's seen mark, counted up to UNREAD_CAP. */
const mainUnread = preparedQuery('chat_main_unread', (db, name) => {
  const unread = db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.room, MAIN_ROOM),
        isNull(chatMessages.deletedAt),
        gt(
          chatMessages.id,
          sql`coalesce((select ${chatSeen.lastId} from ${chatSeen}
            where ${chatSeen.playerId} = ${sql.placeholder('readerId')} and ${chatSeen.room} = ${MAIN_ROOM}), 0)`,
        ),
        ne(chatMessages.authorId, sql.placeholder('readerId')),
        notBlockedBy(sql.placeholder('readerId'), chatMessages.authorId),
      ),
    )
    .limit(UNREAD_CAP)
    .as('unread');
  return db
    .select({ count: sql<number>`count(*)` })
    .from(unread)
    .prepare(name);
});

async function mainRoom(db: DbOrTx, reader: PlayerRow): Promise<ChatRoomDto> {
  const [last] = await listRoomMessages(db, { key: MAIN_ROOM, readerId: reader.id, offset: 0, limit: 1 });
  const [unread] = await mainUnread(db, { readerId: reader.id });
  return {
    room: MAIN_ROOM,
    kind: 'main',
    partnerId: null,
    partnerName: null,
    lastMessage: last ? toChatMessageDto(last, MAIN_ROOM) : null,
    unread: Number(unread?.count ?? 0),
  };
}

/**
 * The reader's private rooms with their newest message the reader may see (not deleted, its author
 * not blocked by the reader), the most recent first: each of the reader's rooms (`chat_private_rooms`,
 * one row per room) looks up that message backwards along the room's index, so the list costs one
 * lookup per room, not a pass over every private message the reader ever exchanged.
 */
const privateRoomsOf = preparedSql(
  'chat_private_rooms_of',
  sql`select r.room as "key", v.id as "lastId"
    from ${chatPrivateRooms} r
    cross join lateral (
      select m.id from ${chatMessages} m
      where m.room = r.room and m.deleted_at is null
        and ${notBlockedBy(sql.placeholder('readerId'), sql`m.author_id`)}
      order by m.id desc
      limit 1) v
    where r.player_a = ${sql.placeholder('readerId')} or r.player_b = ${sql.placeholder('readerId')}
    order by v.id desc
    limit ${sql.raw(String(PRIVATE_ROOMS_MAX))}`,
);

const messagesByIds = preparedQuery('chat_messages_by_ids', (db, name) =>
  db
    .select({
      id: chatMessages.id,
      authorId: chatMessages.authorId,
      recipientId: chatMessages.recipientId,
      authorName: players.nickname,
      authorLevel: players.accessLevel,
      text: chatMessages.text,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(players, eq(players.id, chatMessages.authorId))
    .where(sql`${chatMessages.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare(name),
);

/**
 * Each listed private room's unread messages to the reader (after its seen mark, not deleted, their
 * author not blocked), counted along the room's index up to UNREAD_CAP: a room flooded while the
 * reader was away costs at most that many rows, not its whole backlog.
 */
const privateUnread = preparedSql(
  'chat_private_unread',
  sql`select r.room as "key",
      (select count(*) from (
        select 1 from ${chatMessages} m
        where m.room = r.room and m.deleted_at is null and m.recipient_id = ${sql.placeholder('readerId')}
          and m.id > coalesce(s.last_id, 0)
          and ${notBlockedBy(sql.placeholder('readerId'), sql`m.author_id`)}
        limit ${sql.raw(String(UNREAD_CAP))}) unread) as "count"
    from unnest(${sql.placeholder('keys')}::text[]) as r(room)
    left join ${chatSeen} s on s.player_id = ${sql.placeholder('readerId')} and s.room = r.room`,
);

async function privateRooms(db: DbOrTx, reader: PlayerRow): Promise<ChatRoomDto[]> {
  const rooms = (await privateRoomsOf(db, { readerId: reader.id })) as { key: string; lastId: number }[];
  if (rooms.length === 0) return [];
  const lastRows = await messagesByIds(db, { ids: rooms.map((room) => Number(room.lastId)) });
  const unread = await privateUnread(db, { readerId: reader.id, keys: rooms.map((room) => room.key) });
  const partnerIds = lastRows.map((row) => (row.authorId === reader.id ? row.recipientId! : row.authorId));
  const nameOf = await nicknamesOf(db, partnerIds);
  const byId = new Map(lastRows.map((row) => [row.id, row]));
  const unreadOf = new Map(unread.map((row) => [row.key as string, Number(row.count)]));
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

/** The reader's clan room (`clan:<id>`), its newest message and unread count. */
async function clanRoom(db: DbOrTx, reader: PlayerRow, clanId: number): Promise<ChatRoomDto> {
  const key = `clan:${clanId}`;
  const [last] = await listRoomMessages(db, { key, readerId: reader.id, offset: 0, limit: 1 });
  const unread = db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.room, key),
        isNull(chatMessages.deletedAt),
        gt(
          chatMessages.id,
          sql`coalesce((select ${chatSeen.lastId} from ${chatSeen}
            where ${chatSeen.playerId} = ${reader.id} and ${chatSeen.room} = ${key}), 0)`,
        ),
        ne(chatMessages.authorId, reader.id),
        notBlockedBy(sql`${reader.id}`, chatMessages.authorId),
      ),
    )
    .limit(UNREAD_CAP)
    .as('unread');
  const [count] = await db.select({ count: sql<number>`count(*)` }).from(unread);
  return {
    room: CLAN_ROOM,
    kind: 'clan',
    partnerId: null,
    partnerName: null,
    lastMessage: last ? toChatMessageDto(last, CLAN_ROOM) : null,
    unread: Number(count?.count ?? 0),
  };
}

/** The reader's rooms: main, the clan's when in a clan, then private rooms with messages, the most recent first. */
export async function listChatRooms(db: DbOrTx, reader: PlayerRow): Promise<ChatRoomDto[]> {
  const clanId = await clanIdOf(db, reader);
  const clan = clanId === null ? [] : [await clanRoom(db, reader, clanId)];
  return [await mainRoom(db, reader), ...clan, ...(await privateRooms(db, reader))];
}
