import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumCommentDto, forumTopicPageDto } from '@rol/protocol/forum-dto';
import { notificationListRoute } from '@rol/protocol/notification-routes';
import { personalNotification } from '@rol/protocol/realtime';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { member, topicBody, type Member } from './forum-test-kit.ts';

let t: TestApp;
let alice: Member;
let bob: Member;
let topicId: number;
beforeAll(async () => {
  t = await createTestApp();
  alice = await member(t);
  bob = await member(t);
  const res = await t.post(
    '/api/forum/topic/create',
    topicBody({ title: 'Best class?', pollQuestion: 'Which class?', pollOptions: ['Knight', 'Mage', 'Golem'] }),
    { token: alice.token },
  );
  topicId = forumTopicPageDto.parse(res.json()).topic.id;
});
afterAll(() => t.close());

const comment = (text: unknown, token = bob.token, id = topicId) =>
  t.post(`/api/forum/topic/${id}/comment`, { text }, { token });

describe('forum comments and polls', () => {
  it('takes comments of 1 to 3,000 characters, paged twenty at a time, oldest first', async () => {
    expectRefusal(await comment(''), 400, 'FORUM_COMMENT_EMPTY');
    expectRefusal(await comment('  \n '), 400, 'FORUM_COMMENT_EMPTY');
    const long = expectRefusal(await comment('a'.repeat(3_001)), 400, 'FORUM_COMMENT_TOO_LONG');
    expect(long.details).toMatchObject({ max: 3_000 });
    expect((await comment('a'.repeat(3_000))).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) expect((await comment(`reply ${i}`)).statusCode).toBe(200);
    const first = forumTopicPageDto.parse((await t.get(`/api/forum/topic/${topicId}`, { token: alice.token })).json());
    expect(first).toMatchObject({ page: 0, pages: 2 });
    expect(first.topic.commentCount).toBe(21);
    expect(first.comments).toHaveLength(20);
    const last = forumTopicPageDto.parse(
      (await t.get(`/api/forum/topic/${topicId}`, { token: alice.token, query: { page: 9 } })).json(),
    );
    expect(last).toMatchObject({ page: 1, pages: 2 });
    expect(last.comments.map((c) => c.text)).toEqual(['reply 19']);
    expectRefusal(await comment('hi', bob.token, 999_999), 404, 'FORUM_TOPIC_NOT_FOUND');
  });

  it('needs level 10 and no forum block to comment', async () => {
    const low = await member(t, { level: 9 });
    expectRefusal(await comment('hi', low.token), 400, 'FORUM_LEVEL_REQUIRED');
    const blocked = await member(t, { forumBanUntil: new Date(t.clock() + 1000) });
    expectRefusal(await comment('hi', blocked.token), 400, 'FORUM_BANNED');
  });

  it('tells the topic author and other commenters of a reply, in the list and live', async () => {
    const carl = await member(t);
    await comment('carl was here', carl.token);
    const pushed: { destination: string; body: unknown }[] = [];
    const stop = t.app.realtime.bus.subscribe((destination, body) => {
      pushed.push({ destination, body: JSON.parse(body) as unknown });
    });
    const dana = await member(t);
    const res = await comment('dana says hi', dana.token);
    const written = forumCommentDto.parse(res.json());
    stop();
    for (const who of [alice, bob, carl]) {
      const list = notificationListRoute.response.parse(
        (await t.get('/api/player/notif/list', { token: who.token })).json(),
      );
      expect(list.notifications[0]).toMatchObject({
        type: 'FORUM_REPLY',
        params: { topicId, commentId: written.id, authorName: dana.name, title: 'Best class?' },
      });
      const info = (await t.get('/api/player/info/current', { token: who.token })).json<{ player: { haveNewNotification: boolean } }>();
      expect(info.player.haveNewNotification).toBe(true);
    }
    const danaList = (await t.get('/api/player/notif/list', { token: dana.token })).json<{ notifications: unknown[] }>();
    expect(danaList.notifications).toEqual([]);
    const live = pushed.filter((p) => personalNotification.safeParse(p.body).success);
    expect(live).toHaveLength(3);
    expect(new Set(live.map((p) => p.destination)).size).toBe(3);
    expect(live.every((p) => p.destination.startsWith('/topic/personal/'))).toBe(true);
  });

  it('takes one vote per player and shows the results after voting', async () => {
    const before = forumTopicPageDto.parse((await t.get(`/api/forum/topic/${topicId}`, { token: bob.token })).json());
    expect(before.topic.poll).toEqual({ question: 'Which class?', options: ['Knight', 'Mage', 'Golem'], myVote: null, counts: null, total: null });
    const vote = (option: number, token = bob.token) => t.post(`/api/forum/topic/${topicId}/vote`, { option }, { token });
    expectRefusal(await vote(3), 400, 'FORUM_NO_POLL');
    const voted = forumTopicPageDto.parse((await vote(1)).json());
    expect(voted.topic.poll).toMatchObject({ myVote: 1, counts: [0, 1, 0], total: 1 });
    expectRefusal(await vote(1), 409, 'FORUM_ALREADY_VOTED');
    expectRefusal(await vote(0), 409, 'FORUM_ALREADY_VOTED');
    // Racing votes of one player: one lands.
    const eve = await member(t);
    const answers = await Promise.all([0, 1, 2, 0, 1].map((o) => vote(o, eve.token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    const low = await member(t, { level: 9 });
    expectRefusal(await vote(0, low.token), 400, 'FORUM_LEVEL_REQUIRED');
    const after = forumTopicPageDto.parse((await t.get(`/api/forum/topic/${topicId}`, { token: alice.token })).json());
    expect(after.topic.poll?.counts).toBeNull();
    const noPoll = forumTopicPageDto.parse((await t.post('/api/forum/topic/create', topicBody(), { token: alice.token })).json());
    expectRefusal(await t.post(`/api/forum/topic/${noPoll.topic.id}/vote`, { option: 0 }, { token: bob.token }), 400, 'FORUM_NO_POLL');
  });

  it('refuses a poll without a question or with fewer than two distinct options', async () => {
    const create = (poll: Record<string, unknown>) => t.post('/api/forum/topic/create', topicBody(poll), { token: alice.token });
    expectRefusal(await create({ pollOptions: ['a', 'b'] }), 400, 'FORUM_POLL_INVALID');
    expectRefusal(await create({ pollQuestion: 'Q', pollOptions: ['a'] }), 400, 'FORUM_POLL_INVALID');
    expectRefusal(await create({ pollQuestion: 'Q', pollOptions: ['a', 'A '] }), 400, 'FORUM_POLL_INVALID');
    expectRefusal(await create({ pollQuestion: 'Q', pollOptions: Array.from({ length: 11 }, (_, i) => `o${i}`) }), 400, 'FORUM_POLL_INVALID');
  });

  it('lets the author edit and delete a comment, a moderator any, nobody else', async () => {
    const id = forumCommentDto.parse((await comment('typo')).json()).id;
    expectRefusal(await t.post(`/api/forum/comment/${id}/edit`, { text: 'x' }, { token: alice.token }), 403, 'FORBIDDEN');
    expect((await t.post(`/api/forum/comment/${id}/edit`, { text: 'fixed' }, { token: bob.token })).json()).toMatchObject({ text: 'fixed', editedAt: t.clock() });
    expectRefusal(await t.post(`/api/forum/comment/${id}/edit`, { text: 'a'.repeat(3_001) }, { token: bob.token }), 400, 'FORUM_COMMENT_TOO_LONG');
    const mod = await member(t, { accessLevel: 'MODERATOR' });
    expect((await t.post(`/api/forum/comment/${id}/delete`, undefined, { token: mod.token })).json()).toEqual({ deleted: id });
    expectRefusal(await t.post(`/api/forum/comment/${id}/delete`, undefined, { token: mod.token }), 404, 'FORUM_COMMENT_NOT_FOUND');
  });
});
