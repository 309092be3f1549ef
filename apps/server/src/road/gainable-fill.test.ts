import { describe, expect, it } from 'vitest';
import { gainableFill } from './gainable-fill.ts';

const payload = { amountPerHour: 10, capacity: 80 };
const HOUR = 3_600_000;

describe('gainableFill', () => {
  it('is full when never gained', () => {
    expect(gainableFill(payload, null, 5)).toEqual({ amount: 80, fullAt: null, nextGainedAt: 5 });
  });

  it('fills at amountPerHour and keeps the unfinished part', () => {
    const fill = gainableFill(payload, 0, 1.5 * HOUR + 1000);
    expect(fill.amount).toBe(15);
    expect(fill.fullAt).toBe(8 * HOUR);
    expect(fill.nextGainedAt).toBe(1.5 * HOUR);
    expect(gainableFill(payload, fill.nextGainedAt, 1.6 * HOUR).amount).toBe(1);
  });

  it('stops at capacity', () => {
    expect(gainableFill(payload, 0, 100 * HOUR)).toEqual({
      amount: 80,
      fullAt: null,
      nextGainedAt: 100 * HOUR,
    });
  });

  it('is empty right after a gain', () => {
    expect(gainableFill(payload, 1000, 1000).amount).toBe(0);
  });
});
