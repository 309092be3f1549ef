import { describe, expect, it } from 'vitest';
import { BROADCAST_TOPIC, clanTopic, notification, parseDestination, personalTopic } from './realtime.ts';

describe('realtime destinations', () => {
  it('reads back what the builders make', () => {
    expect(parseDestination(BROADCAST_TOPIC)).toEqual({ kind: 'broadcast' });
    expect(parseDestination(personalTopic('3f2a-11'))).toEqual({ kind: 'personal', clientUuid: '3f2a-11' });
    expect(parseDestination(clanTopic(42))).toEqual({ kind: 'clan', clanId: 42 });
  });

  it.each([
    '/topic/broadcast/',
    '/topic/personal/a/b',
    '/topic/personal/',
    '/topic/clan/0',
    '/topic/clan/x',
    '/queue/a',
  ])('refuses %s', (destination) => expect(parseDestination(destination)).toBeNull());
});

describe('notifications', () => {
  it('accept the §7 types and refuse unknown ones', () => {
    const chat = {
      type: 'CHAT_MESSAGE',
      room: 'main',
      message: { id: 1, room: 'main', time: 0, text: 'hi', authorId: 2, authorName: 'Bob', authorStaff: null },
    };
    expect(notification.parse(chat)).toEqual(chat);
    expect(notification.safeParse({ type: 'CHAT_MESSAGE_DELETE', room: 'main', messageId: 1 }).success).toBe(
      true,
    );
    expect(notification.safeParse({ type: 'NOPE' }).success).toBe(false);
  });
});
