import type { BenchPlayer } from './core-player.ts';
import type { GameClient } from './game-client.ts';

/** The calls of a forum round, in the order a round makes them. */
export const FORUM_CALLS = [
  'forum/topics',
  'forum/topic/create',
  'forum/topic/get',
  'forum/topic/comment',
  'forum/topic/vote',
  'forum/search',
] as const;

/** The players' level for the forum round: posting opens at level 10 (§9). */
export const FORUM_PLAYER_LEVEL = 10;

/**
 * One round of what a player does on the forum: the topic list, a new topic with a poll, the
 * partner's newest topic read, commented on (a FORUM_REPLY notification to its author) and voted in
 * (once per topic), then a word search. Returns false when a call failed.
 */
export function forumRound(partners: ReadonlyMap<number, number>) {
  const newest = new Map<number, number>();
  const voted = new Set<string>();
  let made = 0;
  return async (client: GameClient, player: BenchPlayer): Promise<boolean> => {
    const { token, playerId } = player;
    made += 1;
    const list = await client.call('forum/topics', 'GET', '/api/forum/topics?tag=general', token);
    if (list.status !== 200) return false;
    const created = await client.call<{ topic: { id: number } }>('forum/topic/create', 'POST', '/api/forum/topic/create', token, {
      title: `Road report ${made}`,
      text: 'The dragons of the northern stairs guard a portal. Who has passed them?',
      tag: 'general',
      pollQuestion: 'Which hero goes first?',
      pollOptions: ['Knight', 'Mage', 'Golem'],
    });
    if (created.status !== 200) return false;
    newest.set(playerId, created.body.topic.id);
    const partner = partners.get(playerId);
    const topicId = partner === undefined ? undefined : newest.get(partner);
    if (topicId !== undefined) {
      const topic = await client.call('forum/topic/get', 'GET', `/api/forum/topic/${topicId}`, token);
      if (topic.status !== 200) return false;
      const comment = await client.call('forum/topic/comment', 'POST', `/api/forum/topic/${topicId}/comment`, token, {
        text: 'I went by the left path, the guard sleeps at night.',
      });
      if (comment.status !== 200) return false;
      const key = `${playerId}:${topicId}`;
      if (!voted.has(key)) {
        voted.add(key);
        const vote = await client.call('forum/topic/vote', 'POST', `/api/forum/topic/${topicId}/vote`, token, { option: made % 3 });
        if (vote.status !== 200) return false;
      }
    }
    const search = await client.call('forum/search', 'GET', '/api/forum/topics?q=dragons%20portal', token);
    return search.status === 200;
  };
}
