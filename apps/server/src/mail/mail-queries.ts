import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery, preparedSql } from '../db/prepared-query.ts';
import { mailDialogs } from '../db/schema/mail-dialogs.ts';
import { mailMessages, type MailMessageRow } from '../db/schema/mail-messages.ts';
import { players } from '../db/schema/players.ts';

export type MailMessageView = MailMessageRow & { fromName: string };

/** A message with its writer's nickname, as a select's fields (`toMessageViews` flattens the rows). */
export const messageView = { message: mailMessages, fromName: players.nickname };

export function toMessageViews(
  rows: readonly { message: MailMessageRow; fromName: string }[],
): MailMessageView[] {
  return rows.map((row) => ({ ...row.message, fromName: row.fromName }));
}

// Mail's dialog reads and writes run on every dialog opened and every mail sent: prepared
// statements (planned once per connection).
const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/**
 * The message, then its dialog's row pointing at it (never back to an older one that commits later),
 * in one statement.
 */
const mailMessageStored = preparedSql(
  'mail_message_stored',
  sql`with stored as (
    insert into ${mailMessages} (dialog, player_a, player_b, from_id, to_id, support, text, created_at)
    values (${param('dialog', 'text')}, ${param('playerA', 'int')}, ${param('playerB', 'int')},
      ${param('fromId', 'int')}, ${param('toId', 'int')}, ${param('support', 'boolean')},
      ${param('text', 'text')}, ${param('createdAt', 'timestamptz')})
    returning id, dialog, player_a, player_b, support
  ), advanced as (
    insert into ${mailDialogs} (dialog, player_a, player_b, support, last_message_id)
    select dialog, player_a, player_b, support, id from stored
    on conflict (dialog) do update
      set last_message_id = greatest(${mailDialogs.lastMessageId}, excluded.last_message_id)
  )
  select id from stored`,
);

/**
 * Stores a message and makes it its dialog's newest (`mail_dialogs`) in one statement; run inside the
 * sending transaction. Answers the row as stored.
 */
export async function insertMailMessage(
  db: DbOrTx,
  values: Omit<MailMessageRow, 'id' | 'readAt'>,
): Promise<MailMessageRow> {
  const [stored] = await mailMessageStored(db, { ...values, createdAt: values.createdAt.toISOString() });
  if (!stored) throw new Error('mail message insert returned nothing');
  return { ...values, id: Number(stored.id), readAt: null };
}

const dialogPage = preparedQuery('mail_dialog_page', (db, name) =>
  db
    .select(messageView)
    .from(mailMessages)
    .innerJoin(players, eq(players.id, mailMessages.fromId))
    .where(eq(mailMessages.dialog, sql.placeholder('key')))
    .orderBy(desc(mailMessages.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

/** Newest first, `limit` rows after skipping `offset`. */
export async function listDialogMessages(
  db: DbOrTx,
  params: { key: string; offset: number; limit: number },
): Promise<MailMessageView[]> {
  return toMessageViews(await dialogPage(db, params));
}

const dialogPageAfter = preparedQuery('mail_dialog_page_after', (db, name) =>
  db
    .select(messageView)
    .from(mailMessages)
    .innerJoin(players, eq(players.id, mailMessages.fromId))
    .where(
      and(eq(mailMessages.dialog, sql.placeholder('key')), gt(mailMessages.id, sql.placeholder('afterId'))),
    )
    .orderBy(desc(mailMessages.id))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

/** Newest first: messages with id > afterId. */
export async function listDialogMessagesAfter(
  db: DbOrTx,
  params: { key: string; afterId: number; limit: number },
): Promise<MailMessageView[]> {
  return toMessageViews(await dialogPageAfter(db, params));
}

const readByPlayer = preparedQuery('mail_read_by_player', (db, name) =>
  db
    .update(mailMessages)
    .set({ readAt: sql`${sql.placeholder('at')}` })
    .where(
      and(
        eq(mailMessages.dialog, sql.placeholder('key')),
        eq(mailMessages.toId, sql.placeholder('receiverId')),
        isNull(mailMessages.readAt),
      ),
    )
    .prepare(name),
);

/** Marks read what `receiverId` got in a dialog (null: what support got). */
export async function markDialogRead(
  db: DbOrTx,
  key: string,
  receiverId: number | null,
  at: Date,
): Promise<void> {
  if (receiverId !== null) {
    await readByPlayer(db, { key, receiverId, at: at.toISOString() });
    return;
  }
  await db
    .update(mailMessages)
    .set({ readAt: at })
    .where(and(eq(mailMessages.dialog, key), isNull(mailMessages.toId), isNull(mailMessages.readAt)));
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
