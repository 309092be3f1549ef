import { describe, expect, it } from 'vitest';
import { clampCount, hammerState } from './goods-count.ts';

describe('goods counts', () => {
  it('keep a consumable count whole within 1..99', () => {
    expect(clampCount(5)).toBe(5);
    expect(clampCount(0)).toBe(1);
    expect(clampCount(-3)).toBe(1);
    expect(clampCount(120)).toBe(99);
    expect(clampCount(2.7)).toBe(2);
    expect(clampCount(Number.NaN)).toBe(1);
  });

  it('sell hammers until all are owned', () => {
    expect(hammerState({ price: { MITHRIL: 100 }, owned: 0, max: 3 })).toEqual({ text: '0/3', canBuy: true });
    expect(hammerState({ price: null, owned: 3, max: 3 })).toEqual({ text: '3/3', canBuy: false });
  });
});
