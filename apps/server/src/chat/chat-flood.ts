import { hasModeratorAccess } from '@rol/rules/access-levels';
import type { ChatFloodConfig } from '../app-config.ts';
import type { Tx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';
import { nthNewestChatMessageAt } from './chat-queries.ts';

/**
 * Whole seconds until a player may send again under `limit`, given when their `limit.messages`-th
 * newest message was sent (null: they have sent fewer): 0 when they may send now. That message
 * leaves the window `limit.windowMs` after it was sent.
 */
export function chatFloodWaitSeconds(
  nthNewestAtMs: number | null,
  nowMs: number,
  limit: ChatFloodConfig,
): number {
  if (nthNewestAtMs === null) return 0;
  const freeAtMs = nthNewestAtMs + limit.windowMs;
  return freeAtMs > nowMs ? Math.ceil((freeAtMs - nowMs) / 1000) : 0;
}

/**
 * 429 CHAT_TOO_FAST {seconds} when `author` already sent `limit.messages` chat messages (in any room,
 * deleted ones too) within the window. Moderators are exempt. Run it in the send's transaction with
 * the author's row locked, so that concurrent sends are counted one after another.
 */
export async function assertNotFlooding(
  tx: Tx,
  author: Pick<PlayerRow, 'id' | 'accessLevel'>,
  nowMs: number,
  limit: ChatFloodConfig,
): Promise<void> {
  if (hasModeratorAccess(author.accessLevel)) return;
  const nthNewestAt = await nthNewestChatMessageAt(tx, author.id, limit.messages);
  const seconds = chatFloodWaitSeconds(nthNewestAt?.getTime() ?? null, nowMs, limit);
  if (seconds > 0) throw new ApiError('CHAT_TOO_FAST', { seconds });
}
