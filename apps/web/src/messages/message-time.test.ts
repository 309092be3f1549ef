import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time.ts';

describe('messageTime', () => {
  const now = Date.UTC(2025, 4, 16, 18, 0);
  it('shows the time for today and the date before', () => {
    expect(messageTime(Date.UTC(2025, 4, 16, 9, 5), now, 'ru', 'UTC')).toBe('09:05');
    expect(messageTime(Date.UTC(2025, 4, 14, 21, 30), now, 'en', 'UTC')).toMatch(/^14 May 21:30$/);
    expect(messageTime(Date.UTC(2025, 4, 14, 21, 30), now, 'ru', 'UTC')).toMatch(/^14 мая 21:30$/);
  });
});
