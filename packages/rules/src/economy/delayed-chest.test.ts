import { describe, expect, it } from 'vitest';
import {
  DELAYED_CHEST_SPEEDUP_STEP_MS,
  DELAYED_CHEST_TIERS,
  DELAYED_CHEST_WAIT_MS,
  delayedChestSpeedupPrice,
  delayedChestTier,
  drawDelayedChest,
} from './delayed-chest.ts';

describe('the delayed chest', () => {
  it('draws the same bundle for the same chest and every bundle in proportion', () => {
    expect(drawDelayedChest(7, 42, 3, 10)).toEqual(drawDelayedChest(7, 42, 3, 10));
    const bundles = delayedChestTier(1).bundles;
    const counts = new Map<string, number>();
    for (let n = 1; n <= 20_000; n += 1) {
      const id = drawDelayedChest(7, 42, n, 1).id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const total = bundles.reduce((sum, b) => sum + b.weight, 0);
    for (const b of bundles)
      expect(Math.abs((counts.get(b.id) ?? 0) / 20_000 - b.weight / total)).toBeLessThan(0.015);
  });

  it('picks the highest level band that fits', () => {
    expect(delayedChestTier(1)).toBe(DELAYED_CHEST_TIERS[0]);
    expect(delayedChestTier(14)).toBe(DELAYED_CHEST_TIERS[0]);
    expect(delayedChestTier(15)).toBe(DELAYED_CHEST_TIERS[1]);
    expect(delayedChestTier(400)).toBe(DELAYED_CHEST_TIERS[DELAYED_CHEST_TIERS.length - 1]);
  });

  it('prices the speed-up by started steps left, nothing once open', () => {
    expect(delayedChestSpeedupPrice(DELAYED_CHEST_WAIT_MS, 0)).toBe(
      DELAYED_CHEST_WAIT_MS / DELAYED_CHEST_SPEEDUP_STEP_MS,
    );
    expect(delayedChestSpeedupPrice(1000, 999)).toBe(1);
    expect(delayedChestSpeedupPrice(DELAYED_CHEST_SPEEDUP_STEP_MS + 1, 0)).toBe(2);
    expect(delayedChestSpeedupPrice(1000, 1000)).toBe(0);
    expect(delayedChestSpeedupPrice(1000, 5000)).toBe(0);
  });
});
