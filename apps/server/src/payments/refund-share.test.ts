import { describe, expect, it } from 'vitest';
import { keptGems, refundedShare } from './refund-share.ts';

describe('the refunded share of a payment', () => {
  it('is rounded down: never more than the money returned', () => {
    // 1.00 of 49.00 RUB is 1.02 of 50 gems.
    expect(refundedShare(50, { amount: 4900 }, 100)).toBe(1);
    expect(refundedShare(50, { amount: 4900 }, 97)).toBe(0);
    expect(refundedShare(110, { amount: 9900 }, 4950)).toBe(55);
    for (let refunded = 0; refunded <= 9900; refunded += 37)
      expect(refundedShare(110, { amount: 9900 }, refunded) / 110).toBeLessThanOrEqual(refunded / 9900);
  });

  it('is everything once the whole amount is back, and for a payment without an amount', () => {
    expect(refundedShare(50, { amount: 4900 }, 4900)).toBe(50);
    expect(refundedShare(50, { amount: 4900 }, 10_000)).toBe(50);
    expect(refundedShare(50, { amount: 0 }, 1)).toBe(50);
    expect(refundedShare(50, { amount: 0 }, 0)).toBe(0);
  });

  it('leaves the player the rest', () => {
    expect(keptGems({ gems: 110, amount: 9900, refundedAmount: 0 })).toBe(110);
    expect(keptGems({ gems: 110, amount: 9900, refundedAmount: 990 })).toBe(99);
    expect(keptGems({ gems: 110, amount: 9900, refundedAmount: 9900 })).toBe(0);
  });
});
