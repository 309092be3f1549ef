import type { ChatRoom } from '@rol/protocol/chat-room';
import {
  CHAT_PAGE_SIZE,
  CHAT_TEXT_MAX,
  type ChatMessageDto,
  type ChatMessagePageDto,
} from '@rol/protocol/message-dto';
import { hasModeratorAccess, staffLevelOf } from '@rol/rules/access-levels';
import { UNLOCKS } from '@rol/rules/unlocks';
import { chatMessages } from '../db/schema/chat-messages.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AfterCommitTask } from '../http/api-route.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { recordStaffAction } from '../moderation/audit-queries.ts';
import { pageWindow, toPage } from '../messages/message-paging.ts';
import { acceptMessageText } from '../messages/message-text-check.ts';
import { assertNotFlooding, type MessageTable } from '../messages/flood-limit.ts';
import {
  findRoomMessage,
  insertChatMessage,
  listRoomMessages,
  listRoomMessagesAfter,
  markChatMessageDeleted,
  markRoomSeen,
  type ChatMessageView,
} from './chat-queries.ts';
import { openRoom } from './chat-room-access.ts';

/** Chat messages for the flood limit. */
const CHAT_MESSAGES: MessageTable = {
  table: chatMessages,
  id: chatMessages.id,
  writerId: chatMessages.authorId,
  createdAt: chatMessages.createdAt,
};

export function toChatMessageDto(row: ChatMessageView, roomName: string): ChatMessageDto {
  return {
    id: row.id,
    room: roomName,
    time: row.createdAt.getTime(),
    text: row.text,
    authorId: row.authorId,
    authorName: row.authorName,
    authorStaff: staffLevelOf(row.authorLevel),
  };
}

/** §5/§9: level 10 (moderators excepted) and no chat ban. */
export function assertMayChat(player: PlayerRow, nowMs: number): void {
  if (player.level < UNLOCKS.chatLevel && !hasModeratorAccess(player.accessLevel))
    throw new ApiError('CHAT_LEVEL_REQUIRED', { level: UNLOCKS.chatLevel });
  const banUntil = player.chatBanUntil?.getTime() ?? 0;
  if (banUntil > nowMs)
    throw new ApiError('CHAT_BANNED', { until: new Date(banUntil).toISOString(), untilMs: banUntil });
}

export async function listChat(
  ctx: AppContext,
  reader: PlayerRow,
  room: ChatRoom,
  query: { from?: number | undefined; to?: number | undefined },
): Promise<ChatMessagePageDto> {
  const open = await openRoom(ctx.db, reader, room);
  const { offset, limit } = pageWindow(query, CHAT_PAGE_SIZE);
  if (limit === 0) return { messages: [], hasMore: false };
  const rows = await listRoomMessages(ctx.db, {
    key: open.key,
    readerId: reader.id,
    offset,
    limit: limit + 1,
  });
  const page = toPage(rows, limit);
  return { messages: page.rows.map((row) => toChatMessageDto(row, open.name)), hasMore: page.hasMore };
}

export async function listChatLatest(
  ctx: AppContext,
  reader: PlayerRow,
  room: ChatRoom,
  afterId: number,
): Promise<ChatMessagePageDto> {
  const open = await openRoom(ctx.db, reader, room);
  const rows = await listRoomMessagesAfter(ctx.db, {
    key: open.key,
    readerId: reader.id,
    afterId,
    limit: CHAT_PAGE_SIZE + 1,
  });
  const page = toPage(rows, CHAT_PAGE_SIZE);
  return { messages: page.rows.map((row) => toChatMessageDto(row, open.name)), hasMore: page.hasMore };
}

/**
 * Stores a message in one transaction with the author's row locked and, once it is committed
 * (`afterCommit`), notifies every reader of the room (the sender's own topic too, for a private
 * room). A player sends at most `messageFlood.max` chat messages within `messageFlood.windowMs`
 * (WRITING_TOO_FAST). The author has seen what they wrote.
 */
export async function sendChatMessage(
  ctx: AppContext,
  who: ActingPlayer,
  room: ChatRoom,
  rawText: string,
  afterCommit: (task: AfterCommitTask) => void,
): Promise<ChatMessageDto> {
  return inPlayerTransaction(ctx.db, who, async (tx, author) => {
    const open = await openRoom(tx, author, room);
    const now = ctx.clock();
    assertMayChat(author, now);
    const text = acceptMessageText(rawText, CHAT_TEXT_MAX);
    if (open.blockedEitherWay) throw new ApiError('USER_UNAVAILABLE_FOR_CONTACT');
    const createdAt = new Date(now);
    const flood = { nowMs: now, limit: ctx.config.messageFlood, messages: CHAT_MESSAGES };
    await assertNotFlooding(tx, author, flood);
    const id = await insertChatMessage(tx, {
      room: open.key,
      authorId: author.id,
      recipientId: open.partner?.id ?? null,
      text,
      createdAt,
    });
    const row: ChatMessageView = {
      id,
      authorId: author.id,
      authorName: author.nickname,
      authorLevel: author.accessLevel,
      text,
      createdAt,
    };
    afterCommit(async () => {
      for (const audience of open.audiences) {
        const message = toChatMessageDto(row, audience.roomName);
        await ctx.publish(audience.destination, {
          type: 'CHAT_MESSAGE',
          room: audience.roomName,
          message,
        });
      }
    });
    return toChatMessageDto(row, open.name);
  });
}

/** The author or a moderator deletes a message of the room; readers get CHAT_MESSAGE_DELETE. */
export async function deleteChatMessage(
  ctx: AppContext,
  reader: PlayerRow,
  room: ChatRoom,
  messageId: number,
): Promise<void> {
  const open = await openRoom(ctx.db, reader, room);
  const message = await findRoomMessage(ctx.db, open.key, messageId);
  if (message === null) throw new ApiError('NOT_FOUND');
  if (message.authorId !== reader.id && !hasModeratorAccess(reader.accessLevel))
    throw new ApiError('FORBIDDEN');
  const now = new Date(ctx.clock());
  const deleted = await markChatMessageDeleted(ctx.db, messageId, reader.id, now);
  if (!deleted) throw new ApiError('NOT_FOUND');
  if (message.authorId !== reader.id)
    await recordStaffAction(ctx.db, {
      actorId: reader.id,
      targetId: message.authorId,
      action: 'MESSAGE_DELETE',
      details: { room, messageId },
      now,
    });
  for (const audience of open.audiences)
    await ctx.publish(audience.destination, {
      type: 'CHAT_MESSAGE_DELETE',
      room: audience.roomName,
      messageId,
    });
}

/** §2 closing the chat: the room is seen up to `lastId`, or its newest message. */
export async function markChatSeen(
  ctx: AppContext,
  reader: PlayerRow,
  room: ChatRoom,
  lastId: number | undefined,
): Promise<void> {
  const open = await openRoom(ctx.db, reader, room);
  await markRoomSeen(ctx.db, reader.id, open.key, lastId ?? null);
}
