import { describe, expect, it } from 'vitest';
import { chatRoomName, parseChatRoom, privateRoom } from './chat-room.ts';

describe('chat room names', () => {
  it('reads main, clan and private-<id>, and writes them back', () => {
    for (const name of ['main', 'clan', 'private-1', 'private-2147483647']) {
      const room = parseChatRoom(name);
      expect(room, name).not.toBeNull();
      expect(chatRoomName(room!)).toBe(name);
    }
    expect(parseChatRoom('private-42')).toEqual({ kind: 'private', partnerId: 42 });
    expect(privateRoom(42)).toBe('private-42');
  });

  it('refuses anything else', () => {
    for (const name of [
      '',
      'Main',
      'private-',
      'private-0',
      'private-01',
      'private-2147483648',
      'private--1',
      'clan-1',
    ])
      expect(parseChatRoom(name), name).toBeNull();
  });
});
