import { describe, expect, it } from 'vitest';
import { emblemSpots, squadSpots } from './arena-layout.ts';

describe('arena stage layout', () => {
  it('rises from the novice emblem to the champions and enlarges the player league', () => {
    const spots = emblemSpots(9, 3, 600, 1000);
    expect(spots).toHaveLength(9);
    for (let i = 1; i < spots.length; i += 1) {
      expect(spots[i]!.x).toBeGreaterThan(spots[i - 1]!.x);
      expect(spots[i]!.y).toBeLessThanOrEqual(spots[i - 1]!.y);
    }
    expect(spots[3]!.size).toBeGreaterThan(spots[2]!.size);
    for (const s of spots) expect(s.x + s.size / 2).toBeLessThanOrEqual(600);
  });

  it('keeps every squad and its heroes inside the stage, two squads a row', () => {
    for (const [width, height] of [
      [600, 1300],
      [600, 375],
    ] as const) {
      const squads = squadSpots(4, width, height);
      expect(squads[0]!.stand.y).toBe(squads[1]!.stand.y);
      expect(squads[2]!.stand.y).toBeGreaterThan(squads[0]!.stand.y);
      for (const squad of squads) {
        for (const hero of squad.heroes(6)) {
          expect(hero.x - hero.size / 2).toBeGreaterThanOrEqual(0);
          expect(hero.x + hero.size / 2).toBeLessThanOrEqual(width);
          expect(hero.y).toBeLessThan(height * 0.85);
        }
      }
    }
  });
});
