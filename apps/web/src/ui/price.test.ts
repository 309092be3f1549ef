import { describe, expect, it } from 'vitest';
import { priceEntries, shortOf, timesPrice } from './price.ts';

describe('prices', () => {
  it('list the non-zero parts in resource kind order', () => {
    expect(priceEntries({ CRYSTAL: 20, GOLD: 2500, MITHRIL: 0 })).toEqual([
      { kind: 'GOLD', amount: 2500 },
      { kind: 'CRYSTAL', amount: 20 },
    ]);
    expect(priceEntries({})).toEqual([]);
  });

  it('name the resources the player is short of', () => {
    expect(shortOf({ GOLD: 300 }, { gold: 300 })).toEqual([]);
    expect(shortOf({ GOLD: 300, CRYSTAL: 20 }, { gold: 299, crystal: 50 })).toEqual(['GOLD']);
    expect(shortOf({ MITHRIL: 100, EVENT_CURRENCY: 1 }, {})).toEqual(['MITHRIL', 'EVENT_CURRENCY']);
  });

  it('multiply every part by a count', () => {
    expect(timesPrice({ GOLD: 150, CRYSTAL: 0 }, 3)).toEqual({ GOLD: 450 });
  });
});
