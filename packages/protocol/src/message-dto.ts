import { z } from 'zod';

/** §5 limits shared by the chat and mail schemas. */
export const CHAT_TEXT_MAX = 1000;
export const MAIL_TEXT_MAX = 1000;
export const CHAT_PAGE_SIZE = 20;
export const MAIL_PAGE_SIZE = 20;

/** A chat room: `main`, `clan`, or a private room between two players (the chat routes define the names). */
export const chatRoomField = z.string().min(1).max(64);

/** §3 Chat message: id, time, text (a prefix marker denotes forwarded and smiley messages), and its author. */
export const chatMessageDto = z.object({
  id: z.number().int(),
  room: chatRoomField,
  /** Epoch milliseconds. */
  time: z.number().int(),
  text: z.string().max(CHAT_TEXT_MAX),
  authorId: z.number().int(),
  authorName: z.string(),
});
export type ChatMessageDto = z.infer<typeof chatMessageDto>;

/** §3 Mail message: id, time, text, between a sender and a receiver; `support` marks the support dialog. */
export const mailMessageDto = z.object({
  id: z.number().int(),
  /** Epoch milliseconds. */
  time: z.number().int(),
  text: z.string().max(MAIL_TEXT_MAX),
  fromId: z.number().int(),
  toId: z.number().int(),
  support: z.boolean(),
});
export type MailMessageDto = z.infer<typeof mailMessageDto>;
