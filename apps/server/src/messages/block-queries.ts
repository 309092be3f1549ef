import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { mailBlocks } from '../db/schema/mail-blocks.ts';
import { players, type PlayerRow } from '../db/schema/players.ts';

/**
 * "The author `authorId` is not on the block list of the reader `readerId`" as a condition (a value,
 * a placeholder or a column each): the lists leave out messages by players the reader blocked.
 */
export function notBlockedBy(readerId: unknown, authorId: unknown): SQL {
  return sql`not exists (select 1 from ${mailBlocks} b where b.player_id = ${readerId} and b.blocked_id = ${authorId})`;
}

/** "Either player has blocked the other" as a condition (blocks work both ways for sending). */
export function blockedEitherWay(a: unknown, b: unknown): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${mailBlocks} b where (b.player_id = ${a} and b.blocked_id = ${b}) or (b.player_id = ${b} and b.blocked_id = ${a}))`;
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

// Read on every private message, mail and mail list: prepared statements.
const contactById = preparedQuery('contact_by_id', (db, name) =>
  db
    .select({
      partner: players,
      blocked: blockedEitherWay(sql.placeholder('readerId'), players.id),
    })
    .from(players)
    .where(eq(players.id, sql.placeholder('partnerId')))
    .prepare(name),
);

/**
 * The player `partnerId` as a contact of `readerId` (a private room or a mail dialog), and whether
 * either has blocked the other, in one statement; null when there is no such player.
 */
export async function findContact(
  db: DbOrTx,
  readerId: number,
  partnerId: number,
): Promise<{ partner: PlayerRow; blockedEitherWay: boolean } | null> {
  const [row] = await contactById(db, { readerId, partnerId });
  return row ? { partner: row.partner, blockedEitherWay: row.blocked } : null;
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
