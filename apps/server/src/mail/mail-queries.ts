import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { mailMessages, type MailMessageRow } from '../db/schema/mail-messages.ts';
import { players } from '../db/schema/players.ts';

export type MailMessageView = MailMessageRow & { fromName: string };

const view = { message: mailMessages, fromName: players.nickname };

function flatten(rows: { message: MailMessageRow; fromName: string }[]): MailMessageView[] {
  return rows.map((row) => ({ ...row.message, fromName: row.fromName }));
}

export async function insertMailMessage(
  db: DbOrTx,
  values: Omit<typeof mailMessages.$inferInsert, 'id' | 'readAt'>,
): Promise<MailMessageRow> {
  const [row] = await db.insert(mailMessages).values(values).returning();
  if (!row) throw new Error('mail message insert returned nothing');
  return row;
}

/** Newest first, `limit` rows after skipping `offset`. */
export async function listDialogMessages(
  db: DbOrTx,
  params: { key: string; offset: number; limit: number },
): Promise<MailMessageView[]> {
  const rows = await db
    .select(view)
    .from(mailMessages)
    .innerJoin(players, eq(players.id, mailMessages.fromId))
    .where(eq(mailMessages.dialog, params.key))
    .orderBy(desc(mailMessages.id))
    .offset(params.offset)
    .limit(params.limit);
  return flatten(rows);
}

/** Newest first: messages with id > afterId. */
export async function listDialogMessagesAfter(
  db: DbOrTx,
  params: { key: string; afterId: number; limit: number },
): Promise<MailMessageView[]> {
  const rows = await db
    .select(view)
    .from(mailMessages)
    .innerJoin(players, eq(players.id, mailMessages.fromId))
    .where(and(eq(mailMessages.dialog, params.key), gt(mailMessages.id, params.afterId)))
    .orderBy(desc(mailMessages.id))
    .limit(params.limit);
  return flatten(rows);
}

/** Marks read what `receiverId` got in a dialog (null: what support got). */
export async function markDialogRead(
  db: DbOrTx,
  key: string,
  receiverId: number | null,
  at: Date,
): Promise<void> {
  await db
    .update(mailMessages)
    .set({ readAt: at })
    .where(
      and(
        eq(mailMessages.dialog, key),
        receiverId === null ? isNull(mailMessages.toId) : eq(mailMessages.toId, receiverId),
        isNull(mailMessages.readAt),
      ),
    );
}

/** `haveNewMailMessage`: the player has unread mail. */
const unreadMailOfPlayer = preparedQuery('unread_mail_of_player', (db, name) =>
  db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.toId, sql.placeholder('playerId')), isNull(mailMessages.readAt)))
    .limit(1)
    .prepare(name),
);

export async function hasUnreadMail(db: DbOrTx, playerId: number): Promise<boolean> {
  const [row] = await unreadMailOfPlayer(db, { playerId });
  return row !== undefined;
}

/** Messages to support that no moderator has read. */
export async function countSupportUnread(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(mailMessages)
    .where(and(eq(mailMessages.support, true), isNull(mailMessages.toId), isNull(mailMessages.readAt)));
  return Number(row?.count ?? 0);
}
