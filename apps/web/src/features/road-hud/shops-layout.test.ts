import { describe, expect, it } from 'vitest';
import { HUD_FRAME_PX, PLACE_REACH, SHOP_BUTTON_STEP_PX, SHOP_COLUMN_PX, shopsFolded } from './shops-layout.ts';

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

  it('folds a wide stage too when the column would run under the bottom row', () => {
    expect(shopsFolded(1280, 800, 14)).toBe(true);
    expect(shopsFolded(1280, 1100, 14)).toBe(false);
    expect(shopsFolded(1280, HUD_FRAME_PX + 6 * SHOP_BUTTON_STEP_PX, 6)).toBe(false);
    expect(shopsFolded(1280, HUD_FRAME_PX + 6 * SHOP_BUTTON_STEP_PX - 1, 6)).toBe(true);
  });
});
