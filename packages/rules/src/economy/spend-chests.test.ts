import { describe, expect, it } from 'vitest';
import {
  SPEND_CHEST_GROUPS,
  SPEND_CHESTS,
  spendChest,
  spendChestProgress,
  spendChestsOf,
} from './spend-chests.ts';

describe('the chests by gems spent', () => {
  it('holds the six thresholds in rising order, two chests a group', () => {
    expect(SPEND_CHESTS.map((c) => [c.id, c.threshold])).toEqual([
      ['silver', 1],
      ['azure', 3000],
      ['amber', 7000],
      ['golden', 10_000],
      ['jade', 20_000],
      ['lava', 50_000],
    ]);
    for (const group of SPEND_CHEST_GROUPS) expect(spendChestsOf(group)).toHaveLength(2);
  });

  it('never gives back as many gems as it took to open', () => {
    for (const chest of SPEND_CHESTS) expect(chest.contents.MITHRIL ?? 0).toBeLessThan(chest.threshold / 10);
  });

  it('measures progress from 0 to 1', () => {
    expect(spendChestProgress(spendChest('azure'), 1500)).toBe(0.5);
    expect(spendChestProgress(spendChest('azure'), -5)).toBe(0);
    expect(spendChestProgress(spendChest('silver'), 100)).toBe(1);
  });
});
