import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumTopicListDto, forumTopicPageDto } from '@rol/protocol/forum-dto';
import { newClan } from '../clans/clan-test-kit.ts';
import { expectRefusal } from '../envelope.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { member, topicBody, type Member } from './forum-test-kit.ts';

let t: TestApp;
let alice: Member;
beforeAll(async () => {
  t = await createTestApp();
  alice = await member(t);
});
afterAll(() => t.close());

const create = (body: unknown, token = alice.token) => t.post('/api/forum/topic/create', body, { token });

describe('forum topics', () => {
  it('creates a topic and reads it back, JSON or form', async () => {
    const res = await create(topicBody({ title: '  Dragons  ', text: ' about dragons ' }));
    expect(res.statusCode, res.body).toBe(200);
    const page = forumTopicPageDto.parse(res.json());
    expect(page.topic).toMatchObject({ title: 'Dragons', text: 'about dragons', authorId: alice.playerId, poll: null });
    const form = await t.post('/api/forum/topic/create', { title: 'Form', tag: 'help', guest: 'true' }, { token: alice.token, form: true });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toMatchObject({ topic: { title: 'Form', tag: 'help', guest: true, text: '' } });
    const read = await t.get(`/api/forum/topic/${page.topic.id}`, { token: alice.token });
    expect(read.json()).toMatchObject({ topic: { id: page.topic.id, title: 'Dragons' } });
  });

  it('takes titles of 1 to 40 characters and texts up to 20,000', async () => {
    expectRefusal(await create(topicBody({ title: '' })), 400, 'FORUM_TITLE_EMPTY');
    expectRefusal(await create(topicBody({ title: '   ' })), 400, 'FORUM_TITLE_EMPTY');
    const long = expectRefusal(await create(topicBody({ title: 'a'.repeat(41) })), 400, 'FORUM_TITLE_TOO_LONG');
    expect(long.details).toMatchObject({ max: 40 });
    expect((await create(topicBody({ title: '😀'.repeat(40) }))).statusCode).toBe(200);
    expect((await create(topicBody({ text: 'a'.repeat(20_000) }))).statusCode).toBe(200);
    const text = expectRefusal(await create(topicBody({ text: 'a'.repeat(20_001) })), 400, 'FORUM_TEXT_TOO_LONG');
    expect(text.details).toMatchObject({ max: 20_000 });
    expectRefusal(await create(topicBody({ tag: 'nope' })), 400, 'VALIDATION_FAILED');
    expectRefusal(await create(topicBody({ text: 'a\u0000b' })), 400, 'TEXT_CONTROL_CHARACTERS');
  });

  it('needs level 10 (moderators excepted) and no forum block', async () => {
    const low = await member(t, { level: 9 });
    const refused = expectRefusal(await create(topicBody(), low.token), 400, 'FORUM_LEVEL_REQUIRED');
    expect(refused.details).toMatchObject({ level: 10 });
    const moderator = await member(t, { level: 1, accessLevel: 'MODERATOR' });
    expect((await create(topicBody(), moderator.token)).statusCode).toBe(200);
    const blocked = await member(t, { forumBanUntil: new Date(t.clock() + 60_000) });
    expectRefusal(await create(topicBody(), blocked.token), 400, 'FORUM_BANNED');
    const expired = await member(t, { forumBanUntil: new Date(t.clock() - 1) });
    expect((await create(topicBody(), expired.token)).statusCode).toBe(200);
  });

  it('refuses a private topic without a clan and hides a private topic from non-members', async () => {
    expectRefusal(await create(topicBody({ private: true })), 400, 'FORUM_CLAN_REQUIRED');
    // A private topic of another clan: only its members and moderators read it.
    const { clan } = await newClan(t);
    const id = (await create(topicBody({ title: 'Clan plans' }))).json<{ topic: { id: number } }>().topic.id;
    await t.db.execute(`update forum_topics set private_clan_id = ${clan.id} where id = ${id}`);
    expectRefusal(await t.get(`/api/forum/topic/${id}`, { token: alice.token }), 404, 'FORUM_TOPIC_NOT_FOUND');
    const list = forumTopicListDto.parse((await t.get('/api/forum/topics', { token: alice.token })).json());
    expect(list.topics.map((x) => x.id)).not.toContain(id);
    expectRefusal(await t.post(`/api/forum/topic/${id}/comment`, { text: 'hi' }, { token: alice.token }), 404, 'FORUM_TOPIC_NOT_FOUND');
    const moderator = await member(t, { accessLevel: 'MODERATOR' });
    expect((await t.get(`/api/forum/topic/${id}`, { token: moderator.token })).statusCode).toBe(200);
  });

  it('shows guests only guest topics', async () => {
    const guestOnly = (await create(topicBody({ title: 'For everyone', guest: true }))).json<{ topic: { id: number } }>().topic.id;
    const closed = (await create(topicBody({ title: 'Players only' }))).json<{ topic: { id: number } }>().topic.id;
    const guest = await t.guest();
    const list = forumTopicListDto.parse((await t.get('/api/forum/topics', { token: guest.token })).json());
    expect(list.topics.every((x) => x.guest)).toBe(true);
    expect(list.topics.map((x) => x.id)).toContain(guestOnly);
    expectRefusal(await t.get(`/api/forum/topic/${closed}`, { token: guest.token }), 404, 'FORUM_TOPIC_NOT_FOUND');
    expectRefusal(await t.get('/api/forum/topics'), 401, 'UNAUTHORIZED');
  });

  it('lists pinned topics first, by tag, twenty a page', async () => {
    const mod = await member(t, { accessLevel: 'MODERATOR' });
    const ids: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      t.clock.advance(1000);
      ids.push((await create(topicBody({ title: `Trade ${i}`, tag: 'trade' }))).json<{ topic: { id: number } }>().topic.id);
    }
    expect((await t.post(`/api/forum/topic/${ids[0]}/pin`, undefined, { token: mod.token })).json()).toEqual({ id: ids[0], pinned: true });
    expectRefusal(await t.post(`/api/forum/topic/${ids[1]}/pin`, undefined, { token: alice.token }), 403, 'FORBIDDEN');
    const first = forumTopicListDto.parse((await t.get('/api/forum/topics', { token: alice.token, query: { tag: 'trade' } })).json());
    expect(first.topics).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.topics[0]).toMatchObject({ id: ids[0], pinned: true });
    expect(first.topics[1]?.id).toBe(ids[21]);
    const second = forumTopicListDto.parse((await t.get('/api/forum/topics', { token: alice.token, query: { tag: 'trade', page: 1 } })).json());
    expect(second.topics.map((x) => x.id)).toEqual([ids[2], ids[1]]);
    expect(second.hasMore).toBe(false);
    await t.post(`/api/forum/topic/${ids[0]}/unpin`, undefined, { token: mod.token });
    const after = forumTopicListDto.parse((await t.get('/api/forum/topics', { token: alice.token, query: { tag: 'trade' } })).json());
    expect(after.topics[0]?.id).toBe(ids[21]);
  });

  it('searches words in Russian and English, stemmed', async () => {
    await create(topicBody({ title: 'Драконы', text: 'Драконы летали над горами', tag: 'offtopic' }));
    await create(topicBody({ title: 'Mountains', text: 'Dragons were flying over the mountains', tag: 'offtopic' }));
    const search = async (q: string) =>
      forumTopicListDto.parse((await t.get('/api/forum/topics', { token: alice.token, query: { q, tag: 'offtopic' } })).json()).topics.map((x) => x.title);
    expect(await search('дракон')).toEqual(['Драконы']);
    expect(await search('горы')).toEqual(['Драконы']);
    expect(await search('кошка')).toEqual([]);
    expect(await search('dragon')).toEqual(['Mountains']);
    expect(await search('mountain fly')).toEqual(['Mountains']);
    expect(await search('"unbalanced')).toEqual([]);
    expectRefusal(await t.get('/api/forum/topics', { token: alice.token, query: { q: 'a'.repeat(101) } }), 400, 'VALIDATION_FAILED');
  });

  it('lets the author or a moderator edit, and only a moderator delete, a topic', async () => {
    const id = (await create(topicBody({ title: 'Draft' }))).json<{ topic: { id: number } }>().topic.id;
    const bob = await member(t);
    const edit = (token: string, title: string) => t.post(`/api/forum/topic/${id}/edit`, topicBody({ title }), { token });
    expectRefusal(await edit(bob.token, 'Mine'), 403, 'FORBIDDEN');
    expect((await edit(alice.token, 'Final')).json()).toMatchObject({ topic: { title: 'Final', editedAt: t.clock() } });
    expectRefusal(await edit(alice.token, 'a'.repeat(41)), 400, 'FORUM_TITLE_TOO_LONG');
    const mod = await member(t, { accessLevel: 'MODERATOR' });
    expect((await edit(mod.token, 'Moderated')).statusCode).toBe(200);
    expectRefusal(await t.post(`/api/forum/topic/${id}/delete`, undefined, { token: alice.token }), 403, 'FORBIDDEN');
    expect((await t.post(`/api/forum/topic/${id}/delete`, undefined, { token: mod.token })).json()).toEqual({ deleted: id });
    expectRefusal(await t.get(`/api/forum/topic/${id}`, { token: alice.token }), 404, 'FORUM_TOPIC_NOT_FOUND');
  });

  it('lets a moderator block and unblock a player from the forum (a FORUM ban: moderation/forum-bans)', async () => {
    const mod = await member(t, { accessLevel: 'MODERATOR' });
    const carl = await member(t);
    const terms = { reason: 'FLOOD', duration: '3h' };
    expectRefusal(await t.post(`/api/forum/block/${carl.playerId}`, terms, { token: alice.token }), 403, 'FORBIDDEN');
    const blocked = await t.post(`/api/forum/block/${carl.playerId}`, terms, { token: mod.token });
    expect(blocked.json()).toEqual({ playerId: carl.playerId, forumBanUntil: t.clock() + 3 * 3_600_000 });
    expectRefusal(await create(topicBody(), carl.token), 400, 'FORUM_BANNED');
    expectRefusal(await t.post('/api/forum/block/999999', terms, { token: mod.token }), 404, 'NOT_FOUND');
    expectRefusal(await t.post(`/api/forum/block/${carl.playerId}`, { hours: 2 }, { token: mod.token }), 400, 'VALIDATION_FAILED');
    await t.post(`/api/forum/unblock/${carl.playerId}`, undefined, { token: mod.token });
    expect((await create(topicBody(), carl.token)).statusCode).toBe(200);
  });
});
