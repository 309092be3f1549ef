import { describe, expect, it } from 'vitest';
import type { ChatRoomDto } from '@rol/protocol/chat-routes';
import { canDeleteMessage, chatLock, roomTabs } from './chat-rules.ts';

const room = (over: Partial<ChatRoomDto> & Pick<ChatRoomDto, 'room' | 'kind'>): ChatRoomDto => ({
  partnerId: null,
  partnerName: null,
  lastMessage: null,
  unread: 0,
  ...over,
});

describe('chat tabs', () => {
  it('show main, the clan room for a clan member, then private rooms once each', () => {
    const server = [
      room({ room: 'main', kind: 'main', unread: 3 }),
      room({ room: 'private-7', kind: 'private', partnerId: 7, partnerName: 'Bob', unread: 2 }),
    ];
    const tabs = roomTabs(server, [{ room: 'private-9', partnerName: 'Eve' }, { room: 'private-7', partnerName: 'Bob' }], true, {});
    expect(tabs.map((t) => [t.room, t.partnerName, t.unread])).toEqual([
      ['main', null, 3],
      ['clan', null, 0],
      ['private-9', 'Eve', 0],
      ['private-7', 'Bob', 2],
    ]);
    expect(roomTabs(server, [], false, {}).map((t) => t.room)).toEqual(['main', 'private-7']);
  });

  it('use the counts kept here over the server ones', () => {
    const tabs = roomTabs([room({ room: 'main', kind: 'main', unread: 3 })], [], false, { main: 0 });
    expect(tabs[0]?.unread).toBe(0);
  });

  it('ignore rooms that are not private rooms', () => {
    expect(roomTabs([], [{ room: 'private-x', partnerName: '?' }], false, {}).map((t) => t.room)).toEqual(['main']);
  });
});

describe('chat rules', () => {
  it('need level 10 and no chat ban to write (§5)', () => {
    expect(chatLock({ level: 9, chatBanUntil: null, accessLevel: 'PLAYER' }, 0)).toBe('level');
    expect(chatLock({ level: 9, chatBanUntil: null, accessLevel: 'MODERATOR' }, 0)).toBe(null);
    expect(chatLock({ level: 10, chatBanUntil: null, accessLevel: 'TRIAL' }, 0)).toBe(null);
    expect(chatLock({ level: 12, chatBanUntil: 5000, accessLevel: 'PLAYER' }, 4000)).toBe('banned');
    expect(chatLock({ level: 12, chatBanUntil: 5000, accessLevel: 'PLAYER' }, 6000)).toBe(null);
  });

  it('let the author and moderators delete a message', () => {
    expect(canDeleteMessage({ authorId: 1 }, { id: 1, accessLevel: 'PLAYER' })).toBe(true);
    expect(canDeleteMessage({ authorId: 2 }, { id: 1, accessLevel: 'PLAYER' })).toBe(false);
    expect(canDeleteMessage({ authorId: 2 }, { id: 1, accessLevel: 'MODERATOR' })).toBe(true);
    expect(canDeleteMessage({ authorId: 2 }, { id: 1, accessLevel: 'TRIAL' })).toBe(false);
  });
});
