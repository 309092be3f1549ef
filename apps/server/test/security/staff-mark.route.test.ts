import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRoomsRoute } from '@rol/protocol/chat-routes';
import { forumCommentDto, forumTopicListDto, forumTopicPageDto } from '@rol/protocol/forum-dto';
import { chatMessageDto, chatMessagePageDto } from '@rol/protocol/message-dto';
import { playerProfileRoute } from '@rol/protocol/rating-routes';
import type { AccessLevel } from '@rol/rules/access-levels';
import { createTestApp, type TestApp } from '../test-app.ts';
import { chatter, type Chatter } from '../chat/chatters.ts';

/**
 * The staff mark: every name the game shows comes with its owner's staff level, read from the
 * access level (never from the name), and a guest's or a player's name with none.
 */
let t: TestApp;
let player: Chatter;
const staff = {} as Record<'MODERATOR' | 'ADMIN' | 'GOD', Chatter>;
beforeAll(async () => {
  t = await createTestApp();
  player = await chatter(t);
  for (const level of ['MODERATOR', 'ADMIN', 'GOD'] as const)
    staff[level] = await chatter(t, { accessLevel: level });
});
afterAll(() => t.close());

const levelOf = (id: number): AccessLevel | null =>
  (Object.entries(staff).find(([, c]) => c.playerId === id)?.[0] as AccessLevel | undefined) ?? null;

describe('the staff mark beside names', () => {
  it('comes with chat messages: the send answer, the live copy, the room pages and the room list', async () => {
    const pushed: unknown[] = [];
    const stop = t.app.realtime.bus.subscribe((_destination, body) => pushed.push(JSON.parse(body)));
    try {
      for (const who of [player, staff.MODERATOR, staff.ADMIN, staff.GOD]) {
        const res = await t.post(
          '/api/chat/main/send',
          { text: `hello from ${who.name}` },
          { token: who.token },
        );
        expect(res.statusCode, res.body).toBe(200);
        const sent = chatMessageDto.parse(res.json());
        expect(sent.authorStaff).toBe(levelOf(who.playerId));
        t.clock.advance(3000);
      }
    } finally {
      stop();
    }
    const live = pushed
      .map((body) => (body as { type?: string; message?: unknown }).message)
      .filter((message) => message !== undefined)
      .map((message) => chatMessageDto.parse(message));
    expect(live.map((m) => [m.authorId, m.authorStaff])).toEqual([
      [player.playerId, null],
      [staff.MODERATOR.playerId, 'MODERATOR'],
      [staff.ADMIN.playerId, 'ADMIN'],
      [staff.GOD.playerId, 'GOD'],
    ]);
    for (const path of ['/api/chat/main/list', '/api/chat/main/list/latest']) {
      const res = await t.get(path, {
        token: player.token,
        query: path.endsWith('latest') ? { afterId: 0 } : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = chatMessagePageDto.parse(res.json());
      expect(page.messages).toHaveLength(4);
      for (const m of page.messages) expect(m.authorStaff).toBe(levelOf(m.authorId));
    }
    const dm = await t.post(
      `/api/chat/private-${player.playerId}/send`,
      { text: 'a word' },
      { token: staff.ADMIN.token },
    );
    expect(dm.statusCode, dm.body).toBe(200);
    const { rooms } = chatRoomsRoute.response.parse(
      (await t.get('/api/chat/rooms', { token: player.token })).json(),
    );
    const marks = rooms.map((room) => room.lastMessage?.authorStaff);
    expect(marks).toContain('GOD');
    expect(marks).toContain('ADMIN');
  });

  it('comes with forum topics and comments: lists, pages, new and edited comments', async () => {
    const topicOf = async (who: Chatter) => {
      const res = await t.post(
        '/api/forum/topic/create',
        { title: `by ${who.name.slice(-6)}`, text: 'words', tag: 'general' },
        { token: who.token },
      );
      expect(res.statusCode, res.body).toBe(200);
      return forumTopicPageDto.parse(res.json()).topic;
    };
    const mine = await topicOf(player);
    const theirs = await topicOf(staff.MODERATOR);
    expect(mine.authorStaff).toBeNull();
    expect(theirs.authorStaff).toBe('MODERATOR');
    const list = forumTopicListDto.parse((await t.get('/api/forum/topics', { token: player.token })).json());
    for (const topic of list.topics) expect(topic.authorStaff).toBe(levelOf(topic.authorId));
    expect(list.topics.map((topic) => topic.authorStaff).sort()).toEqual(['MODERATOR', null]);

    const comment = async (who: Chatter) => {
      const res = await t.post(
        `/api/forum/topic/${mine.id}/comment`,
        { text: 'indeed' },
        { token: who.token },
      );
      expect(res.statusCode, res.body).toBe(200);
      return forumCommentDto.parse(res.json());
    };
    expect((await comment(staff.GOD)).authorStaff).toBe('GOD');
    const plain = await comment(player);
    expect(plain.authorStaff).toBeNull();
    const edited = await t.post(
      `/api/forum/comment/${plain.id}/edit`,
      { text: 'edited' },
      { token: staff.ADMIN.token },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(forumCommentDto.parse(edited.json())).toMatchObject({
      authorId: player.playerId,
      authorStaff: null,
    });
    const page = forumTopicPageDto.parse(
      (await t.get(`/api/forum/topic/${mine.id}`, { token: staff.GOD.token })).json(),
    );
    expect(page.topic.authorStaff).toBeNull();
    expect(page.comments.map((c) => c.authorStaff)).toEqual(['GOD', null]);
  });

  it('comes with a player profile', async () => {
    const profile = async (of: Chatter) => {
      const res = await t.get(`/api/rating/profile/${of.playerId}`, { token: player.token });
      expect(res.statusCode, res.body).toBe(200);
      return playerProfileRoute.response.parse(res.json());
    };
    expect((await profile(player)).staff).toBeNull();
    expect((await profile(staff.MODERATOR)).staff).toBe('MODERATOR');
    expect((await profile(staff.ADMIN)).staff).toBe('ADMIN');
    expect((await profile(staff.GOD)).staff).toBe('GOD');
    const guest = await t.guest();
    const res = await t.get(`/api/rating/profile/${guest.playerId}`, { token: player.token });
    expect(playerProfileRoute.response.parse(res.json()).staff).toBeNull();
  });
});
