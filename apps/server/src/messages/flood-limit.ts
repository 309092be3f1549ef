import { hasModeratorAccess } from '@rol/rules/access-levels';
import type { Db, Tx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { lockPlayer } from '../players/player-queries.ts';
import { windowWaitSeconds, type WindowLimit } from '../window-limit.ts';

/** When the writer's `nth` newest message of one kind (chat or mail) was sent; null when they sent fewer. */
export type NthNewestAt = (tx: Tx, writerId: number, nth: number) => Promise<Date | null>;

/**
 * Stores a message of one kind (chat or mail) unless its writer already sent `limit.max` of
 * that kind (deleted ones too) within the window: then 429 WRITING_TOO_FAST {seconds}. Moderators
 * are exempt. The count and `insert` run in one transaction under the writer's row lock, so
 * concurrent messages are counted one after another.
 */
export async function insertUnlessFlooding<T>(
  db: Db,
  writer: Pick<PlayerRow, 'id' | 'accessLevel'>,
  check: { nowMs: number; limit: WindowLimit; nthNewestAt: NthNewestAt },
  insert: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (!hasModeratorAccess(writer.accessLevel)) {
      await lockPlayer(tx, writer.id);
      const nthNewestAt = await check.nthNewestAt(tx, writer.id, check.limit.max);
      const seconds = windowWaitSeconds(nthNewestAt?.getTime() ?? null, check.nowMs, check.limit);
      if (seconds > 0) throw new ApiError('WRITING_TOO_FAST', { seconds });
    }
    return insert(tx);
  });
}
