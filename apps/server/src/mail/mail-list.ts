import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { MAIL_DIALOG_PAGE_SIZE, SUPPORT_PARTNER_ID, type MailDialogDto } from '@rol/protocol/mail-routes';
import { hasModeratorAccess } from '@rol/rules/access-levels';
import type { DbOrTx } from '../db/database.ts';
import { mailMessages } from '../db/schema/mail-messages.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { pageWindow } from '../messages/message-paging.ts';
import { listBlockPartners } from './block-queries.ts';
import { supportDialogKey } from './mail-dialog.ts';
import { countSupportUnread, type MailMessageView } from './mail-queries.ts';
import { SUPPORT_NAME, toMailMessageDto } from './mail-service.ts';

export interface MailListAnswer {
  dialogs: MailDialogDto[];
  hasMore: boolean;
  supportUnread: number | null;
}

/** The newest message of each dialog matching `where`, the most recent dialog first. */
async function lastMessages(db: DbOrTx, where: ReturnType<typeof and>): Promise<MailMessageView[]> {
  const rows = await db
    .selectDistinctOn([mailMessages.dialog], { message: mailMessages, fromName: players.nickname })
    .from(mailMessages)
    .innerJoin(players, eq(players.id, mailMessages.fromId))
    .where(where)
    .orderBy(mailMessages.dialog, desc(mailMessages.id));
  return rows.map((row) => ({ ...row.message, fromName: row.fromName })).sort((a, b) => b.id - a.id);
}

async function unreadByDialog(db: DbOrTx, where: ReturnType<typeof and>): Promise<Map<string, number>> {
  const rows = await db
    .select({ dialog: mailMessages.dialog, count: sql<number>`count(*)` })
    .from(mailMessages)
    .where(where)
    .groupBy(mailMessages.dialog);
  return new Map(rows.map((row) => [row.dialog, Number(row.count)]));
}

async function namesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, nickname: players.nickname })
    .from(players)
    .where(inArray(players.id, ids));
  return new Map(rows.map((row) => [row.id, row.nickname]));
}

/** A player's dialogs: their support dialog first, then the others, the most recent first. */
async function playerDialogs(db: DbOrTx, reader: PlayerRow, window: { offset: number; limit: number }) {
  const involving = or(eq(mailMessages.playerA, reader.id), eq(mailMessages.playerB, reader.id));
  const lasts = await lastMessages(db, and(involving));
  const unread = await unreadByDialog(db, and(eq(mailMessages.toId, reader.id), isNull(mailMessages.readAt)));
  const supportKey = supportDialogKey(reader.id);
  const supportLast = lasts.find((row) => row.dialog === supportKey) ?? null;
  const others = lasts.filter((row) => row.dialog !== supportKey);
  const page = others.slice(window.offset, window.offset + window.limit);
  const partnerIdOf = (row: MailMessageView) => (row.playerA === reader.id ? row.playerB! : row.playerA);
  const names = await namesOf(db, page.map(partnerIdOf));
  const blocked = await listBlockPartners(db, reader.id);
  const support: MailDialogDto = {
    partnerId: SUPPORT_PARTNER_ID,
    partnerName: SUPPORT_NAME,
    support: true,
    lastMessage: supportLast ? toMailMessageDto(supportLast) : null,
    unread: unread.get(supportKey) ?? 0,
    blocked: false,
  };
  const dialogs = page.map((row): MailDialogDto => {
    const partnerId = partnerIdOf(row);
    return {
      partnerId,
      partnerName: names.get(partnerId) ?? '',
      support: false,
      lastMessage: toMailMessageDto(row),
      unread: unread.get(row.dialog) ?? 0,
      blocked: blocked.has(partnerId),
    };
  });
  return {
    dialogs: window.offset === 0 ? [support, ...dialogs] : dialogs,
    hasMore: others.length > window.offset + window.limit,
  };
}

/** The support inbox for moderators: one dialog per player who wrote to support. */
async function supportInbox(db: DbOrTx, window: { offset: number; limit: number }) {
  const lasts = await lastMessages(db, and(eq(mailMessages.support, true)));
  const unread = await unreadByDialog(
    db,
    and(eq(mailMessages.support, true), isNull(mailMessages.toId), isNull(mailMessages.readAt)),
  );
  const page = lasts.slice(window.offset, window.offset + window.limit);
  const names = await namesOf(
    db,
    page.map((row) => row.playerA),
  );
  const dialogs = page.map((row): MailDialogDto => ({
    partnerId: row.playerA,
    partnerName: names.get(row.playerA) ?? '',
    support: true,
    lastMessage: toMailMessageDto(row),
    unread: unread.get(row.dialog) ?? 0,
    blocked: false,
  }));
  return { dialogs, hasMore: lasts.length > window.offset + window.limit };
}

export async function listMail(
  db: DbOrTx,
  reader: PlayerRow,
  query: { support: boolean; from?: number | undefined; to?: number | undefined },
): Promise<MailListAnswer> {
  const moderator = hasModeratorAccess(reader.accessLevel);
  const window = pageWindow(query, MAIL_DIALOG_PAGE_SIZE);
  const supportUnread = moderator ? await countSupportUnread(db) : null;
  const list =
    moderator && query.support ? await supportInbox(db, window) : await playerDialogs(db, reader, window);
  return { ...list, supportUnread };
}
