import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAIL_DIALOG_PAGE_SIZE, SUPPORT_PARTNER_ID, type MailDialogDto } from '@rol/protocol/mail-routes';
import { hasModeratorAccess } from '@rol/rules/access-levels';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { mailDialogs } from '../db/schema/mail-dialogs.ts';
import { mailMessages } from '../db/schema/mail-messages.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';
import { newestPage, pageWindow, type PageWindow } from '../messages/message-paging.ts';
import { nicknamesOf } from '../players/player-queries.ts';
import { blockedEitherWay } from '../messages/block-queries.ts';
import { supportDialogKey } from './mail-dialog.ts';
import {
  countSupportUnread,
  listDialogMessages,
  messageView,
  toMessageViews,
  type MailMessageView,
} from './mail-queries.ts';
import { SUPPORT_NAME, toMailMessageDto } from './mail-service.ts';

export interface MailListAnswer {
  dialogs: MailDialogDto[];
  hasMore: boolean;
  supportUnread: number | null;
}

// The mail list reads one row per dialog (`mail_dialogs`), never the dialogs' whole history, with
// prepared statements (planned once per connection). `limit` is the page size plus one (hasMore).
/** The other player of a dialog row, for the reader `$readerId`. */
const partner = alias(players, 'partner');
const partnerIdOfRow = sql`case when ${mailDialogs.playerA} = ${sql.placeholder('readerId')} then ${mailDialogs.playerB} else ${mailDialogs.playerA} end`;

/** The reader's dialogs with players, each with its newest message, the partner's name and whether either blocked the other. */
const playerDialogPage = preparedQuery('mail_player_dialog_page', (db, name) =>
  db
    .select({
      ...messageView,
      partnerName: partner.nickname,
      blocked: blockedEitherWay(sql.placeholder('readerId'), partner.id),
    })
    .from(mailDialogs)
    .innerJoin(mailMessages, eq(mailMessages.id, mailDialogs.lastMessageId))
    .innerJoin(players, eq(players.id, mailMessages.fromId))
    .innerJoin(partner, eq(partner.id, partnerIdOfRow))
    .where(
      and(
        or(
          eq(mailDialogs.playerA, sql.placeholder('readerId')),
          eq(mailDialogs.playerB, sql.placeholder('readerId')),
        ),
        eq(mailDialogs.support, false),
      ),
    )
    .orderBy(desc(mailDialogs.lastMessageId))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

const supportDialogPage = preparedQuery('mail_support_dialog_page', (db, name) =>
  db
    .select(messageView)
    .from(mailDialogs)
    .innerJoin(mailMessages, eq(mailMessages.id, mailDialogs.lastMessageId))
    .innerJoin(players, eq(players.id, mailMessages.fromId))
    .where(eq(mailDialogs.support, true))
    .orderBy(desc(mailDialogs.lastMessageId))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

const unreadOfPlayerDialogs = preparedQuery('mail_unread_of_player_dialogs', (db, name) =>
  db
    .select({ dialog: mailMessages.dialog, count: sql<number>`count(*)` })
    .from(mailMessages)
    .where(and(eq(mailMessages.toId, sql.placeholder('readerId')), isNull(mailMessages.readAt)))
    .groupBy(mailMessages.dialog)
    .prepare(name),
);

const unreadBySupport = preparedQuery('mail_unread_by_support', (db, name) =>
  db
    .select({ dialog: mailMessages.dialog, count: sql<number>`count(*)` })
    .from(mailMessages)
    .where(and(eq(mailMessages.support, true), isNull(mailMessages.toId), isNull(mailMessages.readAt)))
    .groupBy(mailMessages.dialog)
    .prepare(name),
);

const countsByDialog = (rows: readonly { dialog: string; count: number }[]) =>
  new Map(rows.map((row) => [row.dialog, Number(row.count)]));

/** A player's dialogs: their support dialog first, then the others, the most recent first. */
async function playerDialogs(db: DbOrTx, reader: PlayerRow, window: PageWindow) {
  const rows = await playerDialogPage(db, {
    readerId: reader.id,
    offset: window.offset,
    limit: window.limit + 1,
  });
  const { rows: page, hasMore } = newestPage(rows, window.limit);
  const unread = countsByDialog(await unreadOfPlayerDialogs(db, { readerId: reader.id }));
  const supportKey = supportDialogKey(reader.id);
  const dialogs = page.map((row): MailDialogDto => {
    const message: MailMessageView = { ...row.message, fromName: row.fromName };
    return {
      partnerId: message.playerA === reader.id ? message.playerB! : message.playerA,
      partnerName: row.partnerName,
      support: false,
      lastMessage: toMailMessageDto(message),
      unread: unread.get(message.dialog) ?? 0,
      blocked: row.blocked,
    };
  });
  if (window.offset > 0) return { dialogs, hasMore };
  const [supportLast] = await listDialogMessages(db, { key: supportKey, offset: 0, limit: 1 });
  const support: MailDialogDto = {
    partnerId: SUPPORT_PARTNER_ID,
    partnerName: SUPPORT_NAME,
    support: true,
    lastMessage: supportLast ? toMailMessageDto(supportLast) : null,
    unread: unread.get(supportKey) ?? 0,
    blocked: false,
  };
  return { dialogs: [support, ...dialogs], hasMore };
}

/** The support inbox for moderators: one dialog per player who wrote to support. */
async function supportInbox(db: DbOrTx, window: PageWindow) {
  const rows = toMessageViews(
    await supportDialogPage(db, { offset: window.offset, limit: window.limit + 1 }),
  );
  const { rows: page, hasMore } = newestPage(rows, window.limit);
  const unread = countsByDialog(await unreadBySupport(db));
  const names = await nicknamesOf(
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
  return { dialogs, hasMore };
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
