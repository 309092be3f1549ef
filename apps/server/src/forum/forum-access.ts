import { hasModeratorAccess } from '@rol/rules/access-levels';
import {
  canReadTopic,
  checkForumWriter,
  type ForumReader,
  type ForumTextRefusal,
} from '@rol/rules/community/forum-rules';
import type { ForumTopicSummaryRow } from '../db/schema/forum-topics.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { ApiError } from '../http/api-error.ts';

/** The reader as the rules see them: their access level and the clan `findTopic` read with the topic. */
export function readerOf(player: PlayerRow, found: { readerClanId: number | null }): ForumReader {
  return { accessLevel: player.accessLevel, clanId: found.readerClanId };
}

/** A topic the reader may not see is "not found": its existence is not told. */
export function assertCanRead(reader: ForumReader, topic: ForumTopicSummaryRow): void {
  if (!canReadTopic(reader, topic)) throw new ApiError('FORUM_TOPIC_NOT_FOUND', { id: topic.id });
}

/** FORUM_BANNED or FORUM_LEVEL_REQUIRED unless the player may write on the forum now. */
export function assertCanWrite(player: PlayerRow, nowMs: number): void {
  const refusal = checkForumWriter(
    {
      level: player.level,
      accessLevel: player.accessLevel,
      forumBanUntilMs: player.forumBanUntil?.getTime() ?? null,
    },
    nowMs,
  );
  if (refusal?.code === 'FORUM_BANNED')
    throw new ApiError('FORUM_BANNED', {
      until: new Date(refusal.untilMs).toISOString(),
      untilMs: refusal.untilMs,
    });
  if (refusal) throw new ApiError(refusal.code, { level: refusal.level });
}

export function assertModerator(player: PlayerRow): void {
  if (!hasModeratorAccess(player.accessLevel)) throw new ApiError('FORBIDDEN');
}

/** The author (who may still write) or a moderator. */
export function assertAuthorOrModerator(player: PlayerRow, authorId: number, nowMs: number): void {
  if (hasModeratorAccess(player.accessLevel)) return;
  if (player.id !== authorId) throw new ApiError('FORBIDDEN');
  assertCanWrite(player, nowMs);
}

export function refuseText(refusal: ForumTextRefusal | null): void {
  if (!refusal) return;
  if ('max' in refusal) throw new ApiError(refusal.code, { max: refusal.max });
  throw new ApiError(refusal.code);
}
