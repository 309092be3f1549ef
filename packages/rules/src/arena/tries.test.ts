import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../server-day.ts';
import { attackCost, FREE_TRIES_PER_DAY, freeTriesLeft } from './tries.ts';

describe('arena tries', () => {
  it('gives five free attacks a day, then tickets', () => {
    let state = { day: null as number | null, used: 0 };
    const now = 100 * DAY_MS + 5_000;
    for (let i = 0; i < FREE_TRIES_PER_DAY; i += 1) {
      const cost = attackCost(state, now);
      expect(cost.tickets).toBe(0);
      state = cost.next;
    }
    expect(freeTriesLeft(state, now)).toBe(0);
    expect(attackCost(state, now).tickets).toBe(1);
    expect(freeTriesLeft(state, now + DAY_MS)).toBe(FREE_TRIES_PER_DAY);
    expect(attackCost(state, now + DAY_MS).tickets).toBe(0);
  });
});
