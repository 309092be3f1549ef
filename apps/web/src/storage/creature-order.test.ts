import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveId, orderByStored, swapIds } from './creature-order.ts';

const squad = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('mini panel order', () => {
  it('follows the stored order, then new heroes, forgetting departed ones', () => {
    expect(orderByStored(squad, [3, 1]).map((c) => c.id)).toEqual([3, 1, 2]);
    expect(orderByStored(squad, [9, 2, 2]).map((c) => c.id)).toEqual([2, 1, 3]);
    expect(orderByStored(squad, []).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('keeps every hero exactly once whatever is stored', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 })), (stored) => {
        const ids = orderByStored(squad, stored).map((c) => c.id);
        expect([...ids].sort()).toEqual([1, 2, 3]);
      }),
    );
  });

  it('moves and swaps ids', () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 7, 1)).toEqual([1, 2, 3]);
    expect(swapIds([1, 2, 3], 1, 3)).toEqual([3, 2, 1]);
    expect(swapIds([1, 2, 3], 1, 9)).toEqual([1, 2, 3]);
  });
});
