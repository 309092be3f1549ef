import { desc, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hasModeratorAccess } from '@rol/rules/access-levels';
import type { Tx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { ApiError } from '../http/api-error.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { windowWaitSeconds, type WindowLimit } from '../window-limit.ts';

/** The messages of one kind (chat or mail): their table, and its id, writer and sending time. */
export interface MessageTable {
  table: PgTable;
  id: AnyPgColumn;
  writerId: AnyPgColumn;
  createdAt: AnyPgColumn;
}

function nthNewestQuery(messages: MessageTable) {
  return preparedQuery(`nth_newest_of_writer_${getTableName(messages.table)}`, (db, name) =>
    db
      .select({ createdAt: messages.createdAt })
      .from(messages.table)
      .where(eq(messages.writerId, sql.placeholder('writerId')))
      .orderBy(desc(messages.id))
      .offset(sql.placeholder('offset'))
      .limit(1)
      .prepare(name),
  );
}

/** The prepared flood query of each message table (checked on every message sent). */
const nthNewestQueries = new Map<MessageTable, ReturnType<typeof nthNewestQuery>>();

/** When the writer's `nth` newest message in `messages` (deleted ones too) was sent; null when they sent fewer. */
async function nthNewestAt(
  tx: Tx,
  messages: MessageTable,
  writerId: number,
  nth: number,
): Promise<Date | null> {
  let query = nthNewestQueries.get(messages);
  if (!query) nthNewestQueries.set(messages, (query = nthNewestQuery(messages)));
  const [row] = await query(tx, { writerId, offset: nth - 1 });
  return (row?.createdAt as Date | undefined) ?? null;
}

/**
 * Refuses a message of one kind (chat or mail) when its writer already sent `limit.max` of that
 * kind (deleted ones too) within the window: 429 WRITING_TOO_FAST {seconds}. Moderators are exempt.
 * Runs in the sending transaction `tx` with the writer's row locked (`inPlayerTransaction`), before
 * the message is stored in it, so concurrent messages are counted one after another.
 */
export async function assertNotFlooding(
  tx: Tx,
  writer: Pick<PlayerRow, 'id' | 'accessLevel'>,
  check: { nowMs: number; limit: WindowLimit; messages: MessageTable },
): Promise<void> {
  if (hasModeratorAccess(writer.accessLevel)) return;
  const nthNewest = await nthNewestAt(tx, check.messages, writer.id, check.limit.max);
  const seconds = windowWaitSeconds(nthNewest?.getTime() ?? null, check.nowMs, check.limit);
  if (seconds > 0) throw new ApiError('WRITING_TOO_FAST', { seconds });
}
