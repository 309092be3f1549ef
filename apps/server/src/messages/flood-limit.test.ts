import { describe, expect, it } from 'vitest';
import { floodWaitSeconds } from './flood-limit.ts';

const limit = { messages: 5, windowMs: 10_000 };

describe('floodWaitSeconds', () => {
  it('lets a player send while they have sent fewer than the limit', () => {
    expect(floodWaitSeconds(null, 1_000_000, limit)).toBe(0);
  });

  it('waits until the limit-th newest message leaves the window, in whole seconds rounded up', () => {
    const now = 1_000_000;
    expect(floodWaitSeconds(now, now, limit)).toBe(10);
    expect(floodWaitSeconds(now - 1, now, limit)).toBe(10);
    expect(floodWaitSeconds(now - 9_000, now, limit)).toBe(1);
    expect(floodWaitSeconds(now - 9_999, now, limit)).toBe(1);
  });

  it('lets a player send once that message is a whole window old', () => {
    const now = 1_000_000;
    expect(floodWaitSeconds(now - 10_000, now, limit)).toBe(0);
    expect(floodWaitSeconds(now - 60_000, now, limit)).toBe(0);
  });
});
