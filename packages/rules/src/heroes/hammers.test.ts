import { describe, expect, it } from 'vitest';
import {
  checkBuyHammer,
  checkHammerFree,
  DEFAULT_HAMMERS,
  extraHammerPrice,
  hammerCount,
  MAX_EXTRA_HAMMERS,
} from './hammers.ts';

describe('magic hammers (§4, §9)', () => {
  it('runs 2 steps at once by default: the third is HAMMERS_BUSY', () => {
    expect(DEFAULT_HAMMERS).toBe(2);
    expect(checkHammerFree(0, 0)).toBeNull();
    expect(checkHammerFree(1, 0)).toBeNull();
    expect(checkHammerFree(2, 0)).toBe('HAMMERS_BUSY');
  });

  it('adds one step per extra hammer, up to MAX_EXTRA_HAMMERS', () => {
    expect(hammerCount(1)).toBe(3);
    expect(checkHammerFree(2, 1)).toBeNull();
    expect(checkHammerFree(3, 1)).toBe('HAMMERS_BUSY');
    expect(hammerCount(MAX_EXTRA_HAMMERS)).toBe(5);
    expect(hammerCount(99)).toBe(DEFAULT_HAMMERS + MAX_EXTRA_HAMMERS);
    expect(hammerCount(-1)).toBe(DEFAULT_HAMMERS);
  });

  it('sells extra hammers for growing gems until the limit', () => {
    expect(extraHammerPrice(0)).toEqual({ MITHRIL: 100 });
    expect(extraHammerPrice(1)).toEqual({ MITHRIL: 250 });
    expect(extraHammerPrice(2)).toEqual({ MITHRIL: 500 });
    expect(extraHammerPrice(3)).toBeNull();
    expect(checkBuyHammer(2)).toBeNull();
    expect(checkBuyHammer(3)).toBe('HAMMERS_MAX');
  });
});
