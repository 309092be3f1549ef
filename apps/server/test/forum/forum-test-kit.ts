import type { AccessLevel } from '@rol/rules/access-levels';
import { raisedPlayer, type RaisedPlayer } from '../raised-player.ts';
import type { TestApp } from '../test-app.ts';

export type Member = RaisedPlayer;

/** A registered player at forum level (10) unless told otherwise. */
export function member(
  t: TestApp,
  options: { level?: number; accessLevel?: AccessLevel; forumBanUntil?: Date | null } = {},
): Promise<Member> {
  return raisedPlayer(t, 'forum', {
    level: options.level ?? 10,
    ...(options.accessLevel ? { accessLevel: options.accessLevel } : {}),
    ...(options.forumBanUntil !== undefined ? { forumBanUntil: options.forumBanUntil } : {}),
  });
}

export const topicBody = (over: Record<string, unknown> = {}) => ({
  title: 'Hello',
  text: 'First words',
  tag: 'general',
  ...over,
});
