import { z } from 'zod';
import { parseChatRoom } from './chat-room.ts';
import { idField, idOrZeroField, textField } from './fields.ts';
import { chatMessageDto, chatMessagePageDto, chatRoomField } from './message-dto.ts';
import { afterIdQuery, messageTextBody, pageQuery } from './message-inputs.ts';
import { defineRoute } from './route.ts';

/**
 * §7 Chat. Rooms are named as in `chat-room.ts` (`main`, `clan`, `private-<partnerId>`); a name of
 * none of these forms is VALIDATION_FAILED. Refusals: ROOM_FORBIDDEN (the clan room without a clan,
 * a private room with oneself), NOT_FOUND (a private room with a player who does not exist, a
 * message not in the room). Reading is open to every signed-in player; sending needs level 10
 * (CHAT_LEVEL_REQUIRED {level}), no chat ban (CHAT_BANNED {until}), at most 5 messages in 10 s (429
 * WRITING_TOO_FAST {seconds}; moderators are exempt; the server's `messageFlood`), and the text rules of
 * `message-text.ts` (TEXT_EMPTY, TEXT_TOO_LONG {max}, PICTURES_NOT_SUPPORTED, MESSAGE_FORMAT_INVALID).
 * A private room with a player on either side's block list refuses sending with
 * USER_UNAVAILABLE_FOR_CONTACT. Lists leave out messages of players the reader has blocked.
 */
const roomParam = textField(40).transform((name, ctx) => {
    const room = parseChatRoom(name);
    if (room === null) {
      ctx.addIssue({ code: 'custom', message: 'main, clan or private-<playerId>' });
      return z.NEVER;
    }
    return room;
  });

export const chatRoomParams = z.object({ room: roomParam });

/** The newest messages of a room, paged by offsets from the newest (see `pageQuery`). */
export const chatListRoute = defineRoute({
  method: 'GET',
  path: '/api/chat/:room/list',
  auth: 'player',
  params: chatRoomParams,
  query: pageQuery,
  response: chatMessagePageDto,
});

/** Messages newer than `afterId` (the newest page of them), for catching up after a reconnect. */
export const chatListLatestRoute = defineRoute({
  method: 'GET',
  path: '/api/chat/:room/list/latest',
  auth: 'player',
  params: chatRoomParams,
  query: afterIdQuery,
  response: chatMessagePageDto,
});

/**
 * Sends a message (trimmed) and answers it; every reader of the room gets a CHAT_MESSAGE
 * notification (the sender too). Body: raw text/plain, or JSON/form `text`.
 */
export const chatSendRoute = defineRoute({
  method: 'POST',
  path: '/api/chat/:room/send',
  auth: 'player',
  params: chatRoomParams,
  body: messageTextBody,
  response: chatMessageDto,
});

/** Deletes a message: its author or a moderator (else FORBIDDEN); readers get CHAT_MESSAGE_DELETE. */
export const chatMessageDeleteRoute = defineRoute({
  method: 'POST',
  path: '/api/chat/:room/message/:id/delete',
  auth: 'player',
  params: z.object({ room: roomParam, id: idField }),
  response: z.object({ deleted: z.literal(true), messageId: z.number().int() }),
});

/**
 * §2 "closing chat reports it as seen": marks the room read up to `lastId` (default: its newest
 * message). Never moves backwards.
 */
export const chatSeenRoute = defineRoute({
  method: 'POST',
  path: '/api/chat/:room/seen',
  auth: 'player',
  params: chatRoomParams,
  body: z.object({ lastId: idOrZeroField.optional() }).optional(),
  response: z.object({ ok: z.literal(true) }),
});

export const chatRoomDto = z.object({
  /** The room's name, as used in the paths. */
  room: chatRoomField,
  kind: z.enum(['main', 'clan', 'private']),
  /** The other player of a private room. */
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  lastMessage: chatMessageDto.nullable(),
  /** Messages by others after the last one reported seen (capped at 99). */
  unread: z.number().int().min(0),
});
export type ChatRoomDto = z.infer<typeof chatRoomDto>;

/**
 * The reader's rooms: `main`, `clan` when in a clan, and private rooms that have messages (newest
 * first, at most 50). A private room with anyone can be opened by its name without being listed.
 */
export const chatRoomsRoute = defineRoute({
  method: 'GET',
  path: '/api/chat/rooms',
  auth: 'player',
  response: z.object({ rooms: z.array(chatRoomDto) }),
});
