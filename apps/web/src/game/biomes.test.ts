import { describe, expect, it } from 'vitest';
import { BIOMES, biomeForStair, stairOffsetX, visibleStairs } from './biomes.ts';

describe('biomes', () => {
  it('change every few hundred stairs', () => {
    expect(biomeForStair(0).id).toBe('forest');
    expect(biomeForStair(299).id).toBe('forest');
    expect(biomeForStair(300).id).toBe('mountains');
    expect(biomeForStair(700).id).toBe('snow');
    expect(biomeForStair(1200).id).toBe('lava');
    expect(biomeForStair(50_000).id).toBe('sky');
  });
  it('are ordered by their first stair', () => {
    const starts = BIOMES.map((b) => b.fromStair);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });
});

describe('road geometry', () => {
  it('keeps the road near the centre', () => {
    for (let s = 0; s < 200; s += 1) expect(Math.abs(stairOffsetX(s))).toBeLessThanOrEqual(46);
  });
  it('lists the stairs around the player, never below 0', () => {
    expect(visibleStairs(10, 2, 3)).toEqual([8, 9, 10, 11, 12, 13]);
    expect(visibleStairs(1, 3, 2)).toEqual([0, 1, 2, 3]);
  });
});
