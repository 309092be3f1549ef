import type { SUPPORT_PARTNER } from '@rol/protocol/mail-routes';
import {
  MAIL_PAGE_SIZE,
  MAIL_TEXT_MAX,
  type MailMessageDto,
  type MailMessagePageDto,
} from '@rol/protocol/message-dto';
import { personalTopic } from '@rol/protocol/realtime';
import { mailMessages } from '../db/schema/mail-messages.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AfterCommitTask } from '../http/api-route.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { assertNotFlooding, type MessageTable } from '../messages/flood-limit.ts';
import { pageWindow, toPage } from '../messages/message-paging.ts';
import { acceptMessageText } from '../messages/message-text-check.ts';
import { openDialog, supportDialogOwner, type MailDialog } from './mail-dialog.ts';
import {
  insertMailMessage,
  listDialogMessages,
  listDialogMessagesAfter,
  markDialogRead,
  type MailMessageView,
} from './mail-queries.ts';

export const SUPPORT_NAME = 'Support';

/** Mail for the flood limit (a moderator's support answers count as theirs, but moderators are exempt). */
const MAIL_MESSAGES: MessageTable = {
  table: mailMessages,
  id: mailMessages.id,
  writerId: mailMessages.fromId,
  createdAt: mailMessages.createdAt,
};

/** A stored message as the client sees it: in a support dialog the support side is id 0, "Support". */
export function toMailMessageDto(row: MailMessageView): MailMessageDto {
  const owner = row.support ? supportDialogOwner(row.dialog) : null;
  const bySupport = owner !== null && row.fromId !== owner;
  return {
    id: row.id,
    time: row.createdAt.getTime(),
    text: row.text,
    fromId: bySupport ? 0 : row.fromId,
    fromName: bySupport ? SUPPORT_NAME : row.fromName,
    toId: row.toId ?? 0,
    support: row.support,
    read: row.readAt !== null,
  };
}

type Partner = number | typeof SUPPORT_PARTNER;

/** Opening a dialog marks what the reader's side received as read. */
async function openAndRead(ctx: AppContext, reader: PlayerRow, partner: Partner, support: boolean) {
  const dialog = await openDialog(ctx.db, reader, partner, support);
  await markDialogRead(
    ctx.db,
    dialog.key,
    dialog.kind === 'staff-support' ? null : reader.id,
    new Date(ctx.clock()),
  );
  return dialog;
}

export async function listDialog(
  ctx: AppContext,
  reader: PlayerRow,
  partner: Partner,
  query: { from?: number | undefined; to?: number | undefined; support: boolean },
): Promise<MailMessagePageDto> {
  const dialog = await openAndRead(ctx, reader, partner, query.support);
  const { offset, limit } = pageWindow(query, MAIL_PAGE_SIZE);
  if (limit === 0) return { messages: [], hasMore: false };
  const page = toPage(await listDialogMessages(ctx.db, { key: dialog.key, offset, limit: limit + 1 }), limit);
  return { messages: page.rows.map(toMailMessageDto), hasMore: page.hasMore };
}

export async function listDialogLatest(
  ctx: AppContext,
  reader: PlayerRow,
  partner: Partner,
  query: { afterId?: number | undefined; support: boolean },
): Promise<MailMessagePageDto> {
  const dialog = await openAndRead(ctx, reader, partner, query.support);
  const rows = await listDialogMessagesAfter(ctx.db, {
    key: dialog.key,
    afterId: query.afterId ?? 0,
    limit: MAIL_PAGE_SIZE + 1,
  });
  const page = toPage(rows, MAIL_PAGE_SIZE);
  return { messages: page.rows.map(toMailMessageDto), hasMore: page.hasMore };
}

function rowFor(dialog: MailDialog, writer: PlayerRow, text: string, createdAt: Date) {
  if (dialog.kind === 'player')
    return {
      dialog: dialog.key,
      playerA: Math.min(writer.id, dialog.partner.id),
      playerB: Math.max(writer.id, dialog.partner.id),
      fromId: writer.id,
      toId: dialog.partner.id,
      support: false,
      text,
      createdAt,
    };
  const staff = dialog.kind === 'staff-support';
  return {
    dialog: dialog.key,
    playerA: dialog.owner.id,
    playerB: null,
    fromId: writer.id,
    toId: staff ? dialog.owner.id : null,
    support: true,
    text,
    createdAt,
  };
}

/**
 * Sends mail in one transaction with the writer's row locked; once it is committed (`afterCommit`),
 * the receiving player (not support) gets MAIL_MESSAGE on their personal topic. A player sends at
 * most `messageFlood.max` mails within `messageFlood.windowMs` (WRITING_TOO_FAST).
 */
export async function sendMail(
  ctx: AppContext,
  who: ActingPlayer,
  mail: { partner: Partner; support: boolean; text: string },
  afterCommit: (task: AfterCommitTask) => void,
): Promise<MailMessageDto> {
  return inPlayerTransaction(ctx.db, who, async (tx, writer) => {
    const dialog = await openDialog(tx, writer, mail.partner, mail.support);
    const text = acceptMessageText(mail.text, MAIL_TEXT_MAX);
    if (dialog.kind === 'player' && dialog.blockedEitherWay)
      throw new ApiError('USER_UNAVAILABLE_FOR_CONTACT');
    const now = ctx.clock();
    const flood = { nowMs: now, limit: ctx.config.messageFlood, messages: MAIL_MESSAGES };
    await assertNotFlooding(tx, writer, flood);
    const row = await insertMailMessage(tx, rowFor(dialog, writer, text, new Date(now)));
    const message = toMailMessageDto({ ...row, fromName: writer.nickname });
    const receiver =
      dialog.kind === 'player' ? dialog.partner : dialog.kind === 'staff-support' ? dialog.owner : null;
    if (receiver)
      afterCommit(() =>
        ctx.publish(personalTopic(receiver.clientUuid), { type: 'MAIL_MESSAGE', message }),
      );
    return message;
  });
}
