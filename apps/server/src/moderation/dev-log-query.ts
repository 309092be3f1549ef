import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { clientLogs } from '../db/schema/client-logs.ts';

export const DEV_LOG_PAGE_SIZE = 50;

/** The client error reports (`log/add`), newest first; by player and by words in the message. */
export async function readDevLog(
  db: DbOrTx,
  params: { page: number; playerId?: number | undefined; text?: string | undefined },
) {
  const conditions: SQL[] = [];
  if (params.playerId !== undefined) conditions.push(eq(clientLogs.playerId, params.playerId));
  if (params.text) conditions.push(sql`strpos(lower(${clientLogs.message}), lower(${params.text})) > 0`);
  const rows = await db
    .select()
    .from(clientLogs)
    .where(conditions.length > 0 ? and(...conditions) : sql`true`)
    .orderBy(desc(clientLogs.id))
    .limit(DEV_LOG_PAGE_SIZE + 1)
    .offset(params.page * DEV_LOG_PAGE_SIZE);
  return {
    page: params.page,
    entries: rows.slice(0, DEV_LOG_PAGE_SIZE).map((row) => ({
      id: row.id,
      message: row.message,
      domain: row.domain,
      playerId: row.playerId,
      at: row.createdAt.getTime(),
    })),
    hasMore: rows.length > DEV_LOG_PAGE_SIZE,
  };
}
