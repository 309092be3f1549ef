import { z } from 'zod';
import { intField, textField } from './fields.ts';
import { mailMessageDto, mailMessagePageDto } from './message-dto.ts';
import { afterIdQuery, messageTextBody, pageQuery, playerIdParam } from './message-inputs.ts';
import { defineRoute } from './route.ts';

/**
 * §7 Mail. A dialog partner is a player id or the word `support` (the reader's own support dialog).
 * `?support` (present with any value but `false`/`0`, e.g. a bare `?support`): for a player, the
 * call is about their own support dialog whatever the partner; for a moderator (MODERATOR, ADMIN,
 * GOD) with a player id as partner, it is that player's support dialog seen from the support side
 * (the support inbox). In a support dialog the support side has id 0 and the name "Support".
 *
 * Blocks work both ways: when either player has blocked the other, sending mail (and private chat)
 * between them is USER_UNAVAILABLE_FOR_CONTACT. Support dialogs are never blocked.
 * Other refusals: NOT_FOUND (no such player), CANNOT_CONTACT_SELF, the text rules of
 * `message-text.ts` (TEXT_EMPTY, TEXT_TOO_LONG {max}, PICTURES_NOT_SUPPORTED, MESSAGE_FORMAT_INVALID).
 * Mail needs no level and ignores the chat ban. A player sends at most 5 mails in 10 s (429
 * WRITING_TOO_FAST {seconds}; moderators are exempt; the server's `messageFlood`).
 */
export const SUPPORT_PARTNER = 'support';
export const SUPPORT_PARTNER_ID = 0;

export const supportFlag = z
  .union([z.boolean(), textField(10)])
  .optional()
  .transform((v) => v !== undefined && v !== false && v !== 'false' && v !== '0');

const partnerParam = z.union([z.literal(SUPPORT_PARTNER), playerIdParam]);
export const mailDialogParams = z.object({ partner: partnerParam });

export const mailDialogDto = z.object({
  /** The other player; 0 for the reader's own support dialog. */
  partnerId: z.number().int(),
  partnerName: z.string(),
  support: z.boolean(),
  lastMessage: mailMessageDto.nullable(),
  /** Messages to the reader not read yet. */
  unread: z.number().int().min(0),
  /** Either side has blocked the other. */
  blocked: z.boolean(),
});
export type MailDialogDto = z.infer<typeof mailDialogDto>;

export const MAIL_DIALOG_PAGE_SIZE = 50;

/**
 * The reader's dialogs, the most recent first, paged with from/to offsets (at most 50). A player's
 * list always starts with their support dialog (partnerId 0, lastMessage null when empty).
 * A moderator with `?support` gets the support inbox instead: one dialog per player who wrote to
 * support (partnerId = that player, support true, unread = messages support has not read).
 * `supportUnread` is the inbox's unread count for moderators, null for players.
 */
export const mailListRoute = defineRoute({
  method: 'GET',
  path: '/api/mail/list',
  auth: 'player',
  query: z.object({ support: supportFlag, from: intField.min(0).max(1_000_000).optional(), to: intField.min(0).max(1_000_000).optional() }),
  response: z.object({
    dialogs: z.array(mailDialogDto).max(MAIL_DIALOG_PAGE_SIZE + 1),
    hasMore: z.boolean(),
    supportUnread: z.number().int().nullable(),
  }),
});

const dialogQuery = z.object({ support: supportFlag });

/** A dialog's messages by offsets from the newest (see `pageQuery`); marks the reader's unread ones read. */
export const mailDialogListRoute = defineRoute({
  method: 'GET',
  path: '/api/mail/dialog/:partner/list',
  auth: 'player',
  params: mailDialogParams,
  query: z.intersection(pageQuery, dialogQuery),
  response: mailMessagePageDto,
});

/** A dialog's messages newer than `afterId` (the newest page of them); marks them read. */
export const mailDialogLatestRoute = defineRoute({
  method: 'GET',
  path: '/api/mail/dialog/:partner/list/latest',
  auth: 'player',
  params: mailDialogParams,
  query: z.intersection(afterIdQuery, dialogQuery),
  response: mailMessagePageDto,
});

/**
 * Sends mail (trimmed text) and answers it; the receiver gets MAIL_MESSAGE on their personal topic
 * and `haveNewMailMessage` in player info until they open the dialog. Body: raw text/plain, or
 * JSON/form `text`.
 */
export const mailSendRoute = defineRoute({
  method: 'POST',
  path: '/api/mail/dialog/:partner/send',
  auth: 'player',
  params: mailDialogParams,
  query: dialogQuery,
  body: messageTextBody,
  response: mailMessageDto,
});

const blockAnswer = z.object({ playerId: z.number().int(), blocked: z.boolean() });

/** Puts a player on the reader's block list (the §2 settings black list too); repeating is fine. */
export const mailBlockRoute = defineRoute({
  method: 'POST',
  path: '/api/mail/block/:id',
  auth: 'player',
  params: z.object({ id: playerIdParam }),
  response: blockAnswer,
});

export const mailUnblockRoute = defineRoute({
  method: 'POST',
  path: '/api/mail/unblock/:id',
  auth: 'player',
  params: z.object({ id: playerIdParam }),
  response: blockAnswer,
});

export const blockedPlayerDto = z.object({
  playerId: z.number().int(),
  name: z.string(),
  /** Epoch milliseconds of the block. */
  since: z.number().int(),
});

/** The reader's block list, the newest first. */
export const mailBlockListRoute = defineRoute({
  method: 'GET',
  path: '/api/mail/block/list',
  auth: 'player',
  response: z.object({ players: z.array(blockedPlayerDto) }),
});
