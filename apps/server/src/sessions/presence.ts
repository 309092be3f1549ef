import { count, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { databaseOf } from '../db/one-connection.ts';
import { playerPresence } from '../db/schema/player-presence.ts';

/** A player stamped within this window is online (nodes stamp their sockets every 30 s). */
export const ONLINE_WINDOW_MS = 70_000;

/** Stamps the players connected to this node now (at connect and on every sweep). */
export async function stampPresence(db: DbOrTx, playerIds: readonly number[], nowMs: number): Promise<void> {
  if (playerIds.length === 0) return;
  onlineCounts.delete(databaseOf(db));
  const seenAt = new Date(nowMs);
  await db
    .insert(playerPresence)
    .values([...new Set(playerIds)].map((playerId) => ({ playerId, seenAt })))
    .onConflictDoUpdate({ target: playerPresence.playerId, set: { seenAt: sql`excluded.seen_at` } });
}

/**
 * The online count a node read last, kept for ONLINE_COUNT_TTL_MS of the clock: at a million
 * players a fifth of them may be online, and counting 200,000 index entries for every rating read
 * would cost more than the rest of the read. A stamp on this node forgets it; stamps on other nodes
 * show within the TTL.
 */
const onlineCounts = new WeakMap<DbOrTx, { atMs: number; n: number }>();
export const ONLINE_COUNT_TTL_MS = 2_000;

/** Players connected now on any node: a range of the `seen_at` index, read at most every two seconds. */
export async function countOnline(db: DbOrTx, nowMs: number): Promise<number> {
  // Per database: a read on a pinned connection (`onOneConnection`) shares the pool's count.
  const database = databaseOf(db);
  const known = onlineCounts.get(database);
  if (known && nowMs >= known.atMs && nowMs - known.atMs < ONLINE_COUNT_TTL_MS) return known.n;
  // One count at a time per database: readers that miss while it runs share its answer instead
  // of each counting the same range again (at 200 readers every expiry started dozens at once).
  const running = countsRunning.get(database);
  if (running) return running;
  const counting = readOnline(db, nowMs)
    .then((n) => {
      onlineCounts.set(database, { atMs: nowMs, n });
      return n;
    })
    .finally(() => countsRunning.delete(database));
  countsRunning.set(database, counting);
  return counting;
}

const countsRunning = new WeakMap<DbOrTx, Promise<number>>();

async function readOnline(db: DbOrTx, nowMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playerPresence)
    .where(gt(playerPresence.seenAt, new Date(nowMs - ONLINE_WINDOW_MS)));
  return row?.n ?? 0;
}
