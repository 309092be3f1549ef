import { describe, expect, it } from 'vitest';
import { PLACE_REACH, SHOP_COLUMN_PX, shopsFolded } from './shops-layout.ts';

describe('shop buttons layout', () => {
  it('folds the column into a menu on phones and narrow stages, where it would cover places', () => {
    for (const width of [320, 360, 390, 420, 600, 771]) expect(shopsFolded(width), `${width}`).toBe(true);
  });

  it('keeps the column where the road leaves it a free strip', () => {
    for (const width of [900, 1028, 1400]) expect(shopsFolded(width), `${width}`).toBe(false);
  });

  it('measures the place area from the outer lane, the sway and half the biggest box', () => {
    expect(PLACE_REACH).toBe(492 + 26 + 45);
    // At 600 px the column would still cover the outer lane's box edge when the road sways right.
    expect(600 - SHOP_COLUMN_PX).toBeLessThan(PLACE_REACH);
  });
});
