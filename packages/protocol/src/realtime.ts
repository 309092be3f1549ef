import { z } from 'zod';
import { clanStatDto } from './clan-dto.ts';
import { chatMessageDto, chatRoomField, mailMessageDto } from './message-dto.ts';

/** §7 Connection and realtime: STOMP 1.2 over a WebSocket at this path. */
export const REALTIME_PATH = '/api/websocket';

export const BROADCAST_TOPIC = '/topic/broadcast';
const PERSONAL_PREFIX = '/topic/personal/';
const CLAN_PREFIX = '/topic/clan/';

/** The player's own topic, by the client uuid of player info. */
export function personalTopic(clientUuid: string): string {
  return PERSONAL_PREFIX + clientUuid;
}

export function clanTopic(clanId: number): string {
  return CLAN_PREFIX + String(clanId);
}

export type Destination =
  { kind: 'broadcast' } | { kind: 'personal'; clientUuid: string } | { kind: 'clan'; clanId: number };

const CLIENT_UUID = /^[A-Za-z0-9-]{1,64}$/;
const CLAN_ID = /^[1-9][0-9]{0,15}$/;

/** Reads a destination a client may subscribe to; anything else (or a malformed one) is null. */
export function parseDestination(destination: string): Destination | null {
  if (destination === BROADCAST_TOPIC) return { kind: 'broadcast' };
  if (destination.startsWith(PERSONAL_PREFIX)) {
    const clientUuid = destination.slice(PERSONAL_PREFIX.length);
    return CLIENT_UUID.test(clientUuid) ? { kind: 'personal', clientUuid } : null;
  }
  if (destination.startsWith(CLAN_PREFIX)) {
    const id = destination.slice(CLAN_PREFIX.length);
    return CLAN_ID.test(id) ? { kind: 'clan', clanId: Number(id) } : null;
  }
  return null;
}

/**
 * Notification types (§7 and ours). A notification is the JSON body of a STOMP MESSAGE frame; its
 * `type` says how to read the rest. Add our own types here with their schema below.
 */
export const NOTIFICATION_TYPES = [
  'CHAT_MESSAGE',
  'MAIL_MESSAGE',
  'CHAT_MESSAGE_DELETE',
  'NOTIFICATION',
  'CLAN_TREASURY',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * A new chat message in a room: on the broadcast topic for `main`, the clan topic for `clan`, and
 * both players' personal topics for a private room — there `room` (and `message.room`) name the
 * room from the receiving player's side (`private-<the other player's id>`, see `chat-room.ts`).
 */
export const chatMessageNotification = z.object({
  type: z.literal('CHAT_MESSAGE'),
  room: chatRoomField,
  message: chatMessageDto,
});

/** A chat message was deleted by its author or a moderator (same topics and room naming as CHAT_MESSAGE). */
export const chatMessageDeleteNotification = z.object({
  type: z.literal('CHAT_MESSAGE_DELETE'),
  room: chatRoomField,
  messageId: z.number().int(),
});

/** A mail message arrived (sent to the receiver's personal topic; support answers too, with fromId 0). */
export const mailMessageNotification = z.object({
  type: z.literal('MAIL_MESSAGE'),
  message: mailMessageDto,
});

/**
 * A personal notification was written (the row `player/notif/list` answers): on the player's
 * personal topic. `notification.type` names the event (`GIFT_RECEIVED`, `FORUM_REPLY`, …).
 */
export const personalNotification = z.object({
  type: z.literal('NOTIFICATION'),
  notification: z.object({
    id: z.number().int(),
    type: z.string(),
    params: z.record(z.string(), z.unknown()),
    createdAt: z.number().int(),
  }),
});

/**
 * The clan's treasury after a member donated or spent from it (or a factory gift added gears): on
 * the clan topic, so every member's open clan window shows the new figures at once.
 */
export const clanTreasuryNotification = z.object({
  type: z.literal('CLAN_TREASURY'),
  clanId: z.number().int(),
  clanStat: clanStatDto,
});

export const notification = z.discriminatedUnion('type', [
  chatMessageNotification,
  chatMessageDeleteNotification,
  mailMessageNotification,
  personalNotification,
  clanTreasuryNotification,
]);
export type Notification = z.infer<typeof notification>;
export type NotificationOf<T extends NotificationType> = Extract<Notification, { type: T }>;

/**
 * The `error-code` header of the broker's ERROR frames, so the client can tell "sign in again"
 * (NOT_AUTHENTICATED, SESSION_CLOSED) from a bug (the rest). The `message` header holds a human text.
 */
export const STOMP_ERROR_CODES = [
  'NOT_AUTHENTICATED',
  'SESSION_CLOSED',
  'FORBIDDEN_DESTINATION',
  'MALFORMED_FRAME',
  'UNSUPPORTED',
  'PROTOCOL_VIOLATION',
  'HEART_BEAT_TIMEOUT',
  'INTERNAL',
  /** The session already holds as many sockets as one session may (the server's per-session cap). */
  'TOO_MANY_CONNECTIONS',
] as const;
export type StompErrorCode = (typeof STOMP_ERROR_CODES)[number];
