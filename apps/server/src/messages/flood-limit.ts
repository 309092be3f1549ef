import { hasModeratorAccess } from '@rol/rules/access-levels';
import type { FloodLimitConfig } from '../app-config.ts';
import type { Db, Tx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { lockPlayer } from '../players/player-queries.ts';

/**
 * Whole seconds until a player may write again under `limit`, given when their `limit.messages`-th
 * newest message was sent (null: they have sent fewer): 0 when they may write now. That message
 * leaves the window `limit.windowMs` after it was sent.
 */
export function floodWaitSeconds(
  nthNewestAtMs: number | null,
  nowMs: number,
  limit: FloodLimitConfig,
): number {
  if (nthNewestAtMs === null) return 0;
  const freeAtMs = nthNewestAtMs + limit.windowMs;
  return freeAtMs > nowMs ? Math.ceil((freeAtMs - nowMs) / 1000) : 0;
}

/** When the writer's `nth` newest message of one kind (chat or mail) was sent; null when they sent fewer. */
export type NthNewestAt = (tx: Tx, writerId: number, nth: number) => Promise<Date | null>;

/**
 * Stores a message of one kind (chat or mail) unless its writer already sent `limit.messages` of
 * that kind (deleted ones too) within the window: then 429 WRITING_TOO_FAST {seconds}. Moderators
 * are exempt. The count and `insert` run in one transaction under the writer's row lock, so
 * concurrent messages are counted one after another.
 */
export async function insertUnlessFlooding<T>(
  db: Db,
  writer: Pick<PlayerRow, 'id' | 'accessLevel'>,
  check: { nowMs: number; limit: FloodLimitConfig; nthNewestAt: NthNewestAt },
  insert: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (!hasModeratorAccess(writer.accessLevel)) {
      await lockPlayer(tx, writer.id);
      const nthNewestAt = await check.nthNewestAt(tx, writer.id, check.limit.messages);
      const seconds = floodWaitSeconds(nthNewestAt?.getTime() ?? null, check.nowMs, check.limit);
      if (seconds > 0) throw new ApiError('WRITING_TOO_FAST', { seconds });
    }
    return insert(tx);
  });
}
