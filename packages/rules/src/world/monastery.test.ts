import { describe, expect, it } from 'vitest';
import { forceStepCost } from '../content/forces.ts';
import { forceRanksCost, MONASTERY, monasteryOpen, retrainRefund } from './monastery.ts';

describe('the monastery', () => {
  it('gives back half of what the ranks cost, rounded down', () => {
    const one = forceStepCost('human_valor', 1);
    const two = forceStepCost('human_valor', 2);
    expect(forceRanksCost('human_valor', 2).GOLD).toBe((one.GOLD ?? 0) + (two.GOLD ?? 0));
    expect(retrainRefund('human_valor', 2).GOLD).toBe(Math.floor(((one.GOLD ?? 0) + (two.GOLD ?? 0)) / 2));
    expect(retrainRefund('human_valor', 0)).toEqual({});
  });

  it("opens past the nun's stair", () => {
    expect(monasteryOpen(MONASTERY.openStair - 1)).toBe(false);
    expect(monasteryOpen(MONASTERY.openStair)).toBe(true);
  });
});
