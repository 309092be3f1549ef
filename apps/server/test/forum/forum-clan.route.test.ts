import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumTopicListDto, forumTopicPageDto } from '@rol/protocol/forum-dto';
import { newClan, member as clanMember, type Who } from '../clans/clan-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { member, topicBody } from './forum-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (body: unknown, who: Who) => t.post('/api/forum/topic/create', body, { token: who.token });
const listed = async (who: Who) =>
  forumTopicListDto.parse((await t.get('/api/forum/topics', { token: who.token })).json()).topics.map((x) => x.id);

describe('clan forum topics', () => {
  it('are created by participants and up, read and answered by every member, hidden from everyone else', async () => {
    const { leader, clan } = await newClan(t);
    const newbie = await clanMember(t, leader, clan.id);
    const participant = await clanMember(t, leader, clan.id, 'PARTICIPANT');
    const outsider = await member(t);
    const other = await newClan(t);

    const made = await create(topicBody({ title: 'Raid plans', private: true }), leader);
    expect(made.statusCode, made.body).toBe(200);
    const id = forumTopicPageDto.parse(made.json()).topic.id;
    expect((await create(topicBody({ title: 'Our hall', private: true }), participant)).statusCode).toBe(200);
    const refused = expectRefusal(await create(topicBody({ private: true }), newbie), 400, 'FORUM_CLAN_ROLE_REQUIRED');
    expect(refused.details).toMatchObject({ role: 'PARTICIPANT' });

    expect((await t.get(`/api/forum/topic/${id}`, { token: newbie.token })).statusCode).toBe(200);
    expect(await listed(newbie)).toContain(id);
    const comment = await t.post(`/api/forum/topic/${id}/comment`, { text: 'I am in' }, { token: newbie.token });
    expect(comment.statusCode, comment.body).toBe(200);

    for (const stranger of [outsider, other.leader]) {
      expectRefusal(await t.get(`/api/forum/topic/${id}`, { token: stranger.token }), 404, 'FORUM_TOPIC_NOT_FOUND');
      expect(await listed(stranger)).not.toContain(id);
    }
    // The other clan's topic is its own.
    const theirs = forumTopicPageDto.parse((await create(topicBody({ title: 'Theirs', private: true }), other.leader)).json());
    expectRefusal(await t.get(`/api/forum/topic/${theirs.topic.id}`, { token: participant.token }), 404, 'FORUM_TOPIC_NOT_FOUND');

    // A member who leaves stops reading the clan's topics.
    expect((await t.post('/api/clan/leave', {}, { token: participant.token })).statusCode).toBe(200);
    expectRefusal(await t.get(`/api/forum/topic/${id}`, { token: participant.token }), 404, 'FORUM_TOPIC_NOT_FOUND');
    expectRefusal(await create(topicBody({ private: true }), participant), 400, 'FORUM_CLAN_REQUIRED');
  });
});
