import { describe, expect, it } from 'vitest';
import { chatFloodWaitSeconds } from './chat-flood.ts';

const limit = { messages: 5, windowMs: 10_000 };

describe('chatFloodWaitSeconds', () => {
  it('lets a player send while they have sent fewer than the limit', () => {
    expect(chatFloodWaitSeconds(null, 1_000_000, limit)).toBe(0);
  });

  it('waits until the limit-th newest message leaves the window, in whole seconds rounded up', () => {
    const now = 1_000_000;
    expect(chatFloodWaitSeconds(now, now, limit)).toBe(10);
    expect(chatFloodWaitSeconds(now - 1, now, limit)).toBe(10);
    expect(chatFloodWaitSeconds(now - 9_000, now, limit)).toBe(1);
    expect(chatFloodWaitSeconds(now - 9_999, now, limit)).toBe(1);
  });

  it('lets a player send once that message is a whole window old', () => {
    const now = 1_000_000;
    expect(chatFloodWaitSeconds(now - 10_000, now, limit)).toBe(0);
    expect(chatFloodWaitSeconds(now - 60_000, now, limit)).toBe(0);
  });
});
