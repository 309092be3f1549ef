import { describe, expect, it } from 'vitest';
import { MAX_SQUAD, squadOrder, squadSpots } from './road-layout.ts';

describe('squad layout', () => {
  it('places up to 6 heroes, the first one largest', () => {
    expect(squadSpots(0)).toEqual([]);
    expect(squadSpots(10)).toHaveLength(MAX_SQUAD);
    const [first, ...rest] = squadSpots(6);
    for (const spot of rest) expect(spot.size).toBeLessThan(first!.size);
  });

  it('orders the squad by slot then id, falling back to all heroes', () => {
    const heroes = [
      { id: 3, slot: 1, inSquad: true },
      { id: 1, slot: null, inSquad: true },
      { id: 2, slot: 0, inSquad: true },
      { id: 4, slot: 2, inSquad: false },
    ];
    expect(squadOrder(heroes).map((h) => h.id)).toEqual([2, 3, 1]);
    expect(squadOrder(heroes.map((h) => ({ ...h, inSquad: false }))).map((h) => h.id)).toEqual([2, 3, 4, 1]);
  });
});
