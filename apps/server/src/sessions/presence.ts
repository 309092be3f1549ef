import { count, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { playerPresence } from '../db/schema/player-presence.ts';

/** A player stamped within this window is online (nodes stamp their sockets every 30 s). */
export const ONLINE_WINDOW_MS = 70_000;

/** Stamps the players connected to this node now (at connect and on every sweep). */
export async function stampPresence(db: DbOrTx, playerIds: readonly number[], nowMs: number): Promise<void> {
  if (playerIds.length === 0) return;
  const seenAt = new Date(nowMs);
  await db
    .insert(playerPresence)
    .values([...new Set(playerIds)].map((playerId) => ({ playerId, seenAt })))
    .onConflictDoUpdate({ target: playerPresence.playerId, set: { seenAt: sql`excluded.seen_at` } });
}

/** Players connected now on any node: a range of the `seen_at` index. */
export async function countOnline(db: DbOrTx, nowMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playerPresence)
    .where(gt(playerPresence.seenAt, new Date(nowMs - ONLINE_WINDOW_MS)));
  return row?.n ?? 0;
}
