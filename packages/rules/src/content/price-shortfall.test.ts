import { describe, expect, it } from 'vitest';
import { canPay, priceShortfall } from './price-shortfall.ts';

describe('price shortfall', () => {
  it('names what is missing of each resource', () => {
    expect(priceShortfall({ GOLD: 400 }, { gold: 307 })).toEqual({ GOLD: 93 });
    expect(priceShortfall({ GOLD: 400, MITHRIL: 2 }, { gold: 500, mithril: 0 })).toEqual({ MITHRIL: 2 });
    expect(priceShortfall({ ELIXIR: 1 }, {})).toEqual({ ELIXIR: 1 });
  });
  it('is empty when the price can be paid', () => {
    expect(priceShortfall({ GOLD: 400 }, { gold: 400 })).toEqual({});
    expect(canPay({ GOLD: 400 }, { gold: 400 })).toBe(true);
    expect(canPay({ GOLD: 400 }, { gold: 399 })).toBe(false);
    expect(canPay({}, {})).toBe(true);
  });
  it('ignores zero parts of a price', () => {
    expect(priceShortfall({ GOLD: 0, CRYSTAL: 3 }, { crystal: 3 })).toEqual({});
  });
});
