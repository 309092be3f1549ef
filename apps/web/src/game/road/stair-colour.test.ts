import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stairColour } from './stair-colour.ts';

describe('stair colour', () => {
  it('is green below battleStair, yellow on it, red above it', () => {
    expect(stairColour(4, 5)).toBe('green');
    expect(stairColour(5, 5)).toBe('yellow');
    expect(stairColour(6, 5)).toBe('red');
    expect(stairColour(1, 1)).toBe('yellow');
  });

  it('never turns back to green once past battleStair', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (stair, battle) => {
          const colour = stairColour(stair, battle);
          expect(colour === 'green').toBe(stair < battle);
          expect(colour === 'red').toBe(stair > battle);
        },
      ),
    );
  });
});
