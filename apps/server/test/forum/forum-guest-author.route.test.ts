import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumCommentDto, forumTopicListDto, forumTopicPageDto } from '@rol/protocol/forum-dto';
import { players } from '../../src/db/schema/players.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { member, topicBody } from './forum-test-kit.ts';

/**
 * A guest (not registered) who reached level 10 may post, and a guest reads guest topics only: so
 * the topic a guest writes is a guest topic, seen by its author, other guests and players alike.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function guestAtLevel10() {
  const guest = await t.guest();
  await t.db.update(players).set({ level: 10 }).where(eq(players.id, guest.playerId));
  return guest;
}

describe('a guest writing on the forum', () => {
  it('creates a guest topic its author and other guests read, comment on and vote in', async () => {
    const author = await guestAtLevel10();
    const other = await guestAtLevel10();
    const created = await t.post(
      '/api/forum/topic/create',
      topicBody({ title: 'Guest road report', pollQuestion: 'Which hero?', pollOptions: ['Knight', 'Mage'] }),
      { token: author.token },
    );
    expect(created.statusCode, created.body).toBe(200);
    const topic = forumTopicPageDto.parse(created.json()).topic;
    expect(topic).toMatchObject({ guest: true, authorId: author.playerId, private: false });

    const listed = forumTopicListDto.parse((await t.get('/api/forum/topics', { token: other.token })).json());
    expect(listed.topics.map((row) => row.id)).toContain(topic.id);
    const read = await t.get(`/api/forum/topic/${topic.id}`, { token: other.token });
    expect(read.statusCode, read.body).toBe(200);
    const comment = await t.post(
      `/api/forum/topic/${topic.id}/comment`,
      { text: 'seen it' },
      { token: other.token },
    );
    expect(comment.statusCode, comment.body).toBe(200);
    expect(forumCommentDto.parse(comment.json()).authorId).toBe(other.playerId);
    const vote = await t.post(`/api/forum/topic/${topic.id}/vote`, { option: 1 }, { token: other.token });
    expect(vote.statusCode, vote.body).toBe(200);

    const player = await member(t);
    const seen = await t.get(`/api/forum/topic/${topic.id}`, { token: player.token });
    expect(seen.statusCode, seen.body).toBe(200);
  });

  it('keeps a registered player free to write a topic guests do not see', async () => {
    const player = await member(t);
    const created = await t.post('/api/forum/topic/create', topicBody({ guest: false }), {
      token: player.token,
    });
    expect(created.statusCode, created.body).toBe(200);
    const topic = forumTopicPageDto.parse(created.json()).topic;
    expect(topic.guest).toBe(false);
    const guest = await guestAtLevel10();
    expect((await t.get(`/api/forum/topic/${topic.id}`, { token: guest.token })).statusCode).toBe(404);
  });
});
