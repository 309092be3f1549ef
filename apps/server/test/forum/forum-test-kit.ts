import { eq } from 'drizzle-orm';
import type { AccessLevel } from '@rol/rules/access-levels';
import { players } from '../../src/db/schema/players.ts';
import type { TestApp } from '../test-app.ts';

export interface Member {
  token: string;
  playerId: number;
  name: string;
}

let counter = 0;

/** A registered player at forum level (10) unless told otherwise. */
export async function member(
  t: TestApp,
  options: { level?: number; accessLevel?: AccessLevel; forumBanUntil?: Date | null } = {},
): Promise<Member> {
  counter += 1;
  const name = `forum_${process.pid % 1000}_${counter}`;
  const { token, playerId } = await t.player(name);
  await t.db
    .update(players)
    .set({
      level: options.level ?? 10,
      ...(options.accessLevel ? { accessLevel: options.accessLevel } : {}),
      ...(options.forumBanUntil !== undefined ? { forumBanUntil: options.forumBanUntil } : {}),
    })
    .where(eq(players.id, playerId));
  return { token, playerId, name };
}

export const topicBody = (over: Record<string, unknown> = {}) => ({
  title: 'Hello',
  text: 'First words',
  tag: 'general',
  ...over,
});
