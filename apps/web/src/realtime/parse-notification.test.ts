import { describe, expect, it } from 'vitest';
import { parseNotification } from './parse-notification.ts';

describe('parseNotification', () => {
  it('reads the §7 notifications', () => {
    const chat = {
      type: 'CHAT_MESSAGE',
      room: 'main',
      message: { id: 3, room: 'main', time: 5, text: 'hello', authorId: 1, authorName: 'Ann', authorStaff: null },
    };
    expect(parseNotification(JSON.stringify(chat))).toEqual(chat);
    expect(parseNotification('{"type":"CHAT_MESSAGE_DELETE","room":"main","messageId":3}')).toEqual({
      type: 'CHAT_MESSAGE_DELETE',
      room: 'main',
      messageId: 3,
    });
  });

  it('drops malformed bodies and unknown types', () => {
    expect(parseNotification('not json')).toBeNull();
    expect(parseNotification('{"type":"SOMETHING_ELSE"}')).toBeNull();
    expect(parseNotification('{"type":"MAIL_MESSAGE"}')).toBeNull();
    expect(parseNotification('')).toBeNull();
  });
});
