import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { mailBlocks } from '../db/schema/mail-blocks.ts';
import { players } from '../db/schema/players.ts';

/**
 * "The author `authorId` is not on the block list of the reader `readerId`" as a condition (a value,
 * a placeholder or a column each): the lists leave out messages by players the reader blocked.
 */
export function notBlockedBy(readerId: unknown, authorId: unknown): SQL {
  return sql`not exists (select 1 from ${mailBlocks} b where b.player_id = ${readerId} and b.blocked_id = ${authorId})`;
}

/** Adds a block; repeating it keeps the first date. */
export async function insertBlock(db: DbOrTx, playerId: number, blockedId: number, at: Date): Promise<void> {
  await db.insert(mailBlocks).values({ playerId, blockedId, createdAt: at }).onConflictDoNothing();
}

export async function deleteBlock(db: DbOrTx, playerId: number, blockedId: number): Promise<void> {
  await db
    .delete(mailBlocks)
    .where(and(eq(mailBlocks.playerId, playerId), eq(mailBlocks.blockedId, blockedId)));
}

// Checked on every private message and mail, read on every mail list: prepared statements.
const blockEitherWay = preparedQuery('block_either_way', (db, name) =>
  db
    .select({ playerId: mailBlocks.playerId })
    .from(mailBlocks)
    .where(
      or(
        and(eq(mailBlocks.playerId, sql.placeholder('a')), eq(mailBlocks.blockedId, sql.placeholder('b'))),
        and(eq(mailBlocks.playerId, sql.placeholder('b')), eq(mailBlocks.blockedId, sql.placeholder('a'))),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** Either player has blocked the other (blocks work both ways for sending). */
export async function isBlockedEitherWay(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const [row] = await blockEitherWay(db, { a, b });
  return row !== undefined;
}

/** The players `playerId` has blocked, the newest block first. */
export async function listBlocks(db: DbOrTx, playerId: number) {
  return db
    .select({ playerId: mailBlocks.blockedId, name: players.nickname, since: mailBlocks.createdAt })
    .from(mailBlocks)
    .innerJoin(players, eq(players.id, mailBlocks.blockedId))
    .where(eq(mailBlocks.playerId, playerId))
    .orderBy(desc(mailBlocks.createdAt), desc(mailBlocks.blockedId));
}

const blocksWith = preparedQuery('blocks_with', (db, name) =>
  db
    .select({ playerId: mailBlocks.playerId, blockedId: mailBlocks.blockedId })
    .from(mailBlocks)
    .where(
      or(
        eq(mailBlocks.playerId, sql.placeholder('playerId')),
        eq(mailBlocks.blockedId, sql.placeholder('playerId')),
      ),
    )
    .prepare(name),
);

/** Ids on either side of a block with `playerId` (to flag dialogs). */
export async function listBlockPartners(db: DbOrTx, playerId: number): Promise<Set<number>> {
  const rows = await blocksWith(db, { playerId });
  return new Set(rows.map((row) => (row.playerId === playerId ? row.blockedId : row.playerId)));
}
