import { z } from 'zod';
import { staffMarkField } from './staff-mark.ts';

/** §5 limits shared by the chat and mail schemas. */
export const CHAT_TEXT_MAX = 1000;
export const MAIL_TEXT_MAX = 1000;
export const CHAT_PAGE_SIZE = 20;
export const MAIL_PAGE_SIZE = 20;

/**
 * A chat room name, always as the reader sees it: `main`, `clan`, or `private-<partnerId>` — the
 * private room between the reader and that player (so the same room is `private-7` for player 3 and
 * `private-3` for player 7). See `chat-room.ts`.
 */
export const chatRoomField = z.string().min(1).max(64);

/** The longest text a send schema accepts; longer than CHAT_TEXT_MAX/MAIL_TEXT_MAX (but within this) is TEXT_TOO_LONG. */
export const MESSAGE_TEXT_HARD_MAX = 20_000;

/** §3 Chat message: id, time, text (a prefix marker denotes forwarded and smiley messages), and its author. */
export const chatMessageDto = z.object({
  id: z.number().int(),
  room: chatRoomField,
  /** Epoch milliseconds. */
  time: z.number().int(),
  text: z.string().max(CHAT_TEXT_MAX),
  authorId: z.number().int(),
  authorName: z.string(),
  /** The author's staff level (the mark beside the name), null for guests and players. */
  authorStaff: staffMarkField,
});
export type ChatMessageDto = z.infer<typeof chatMessageDto>;

/**
 * §3 Mail message: id, time, text, between a sender and a receiver; `support` marks the support
 * dialog (a player's messages to support and the moderators' answers).
 */
export const mailMessageDto = z.object({
  id: z.number().int(),
  /** Epoch milliseconds. */
  time: z.number().int(),
  text: z.string().max(MAIL_TEXT_MAX),
  /** The writer; 0 when the support side (a moderator) wrote it. */
  fromId: z.number().int(),
  /** The writer's nickname ("Support" for the support side). */
  fromName: z.string(),
  /** The receiver; 0 when it was sent to support. */
  toId: z.number().int(),
  support: z.boolean(),
  /** The receiver has opened the dialog since it arrived. */
  read: z.boolean(),
});
export type MailMessageDto = z.infer<typeof mailMessageDto>;

/**
 * A page of messages, oldest first. From `list` (from, to): `hasMore` says older messages exist
 * beyond `to`. From `list/latest` (afterId): the newest page of messages with id > afterId, and
 * `hasMore` says there were more of them than one page (a gap: reload the room with `list`).
 */
export const chatMessagePageDto = z.object({
  messages: z.array(chatMessageDto).max(CHAT_PAGE_SIZE),
  hasMore: z.boolean(),
});
export type ChatMessagePageDto = z.infer<typeof chatMessagePageDto>;

export const mailMessagePageDto = z.object({
  messages: z.array(mailMessageDto).max(MAIL_PAGE_SIZE),
  hasMore: z.boolean(),
});
export type MailMessagePageDto = z.infer<typeof mailMessagePageDto>;
