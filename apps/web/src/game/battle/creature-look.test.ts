import { describe, expect, it } from 'vitest';
import { healthColour, healthShare, isDead, isFrozen } from './creature-look.ts';

describe('creature look', () => {
  it('is dead at 0 health or less (§4)', () => {
    expect(isDead({ health: 0 })).toBe(true);
    expect(isDead({ health: -3 })).toBe(true);
    expect(isDead({ health: 1 })).toBe(false);
  });

  it('is frozen only while its freeze has moves remaining', () => {
    expect(isFrozen({ effects: [{ kind: 'freeze', movesRemain: 1, value: 0, op: 'add' }] })).toBe(true);
    expect(isFrozen({ effects: [{ kind: 'freeze', movesRemain: 0, value: 0, op: 'add' }] })).toBe(false);
    expect(isFrozen({ effects: [{ kind: 'poison', movesRemain: 3, value: 2, op: 'add' }] })).toBe(false);
  });

  it('clamps the health bar and colours it by share', () => {
    expect(healthShare(50, 100)).toBe(0.5);
    expect(healthShare(-5, 100)).toBe(0);
    expect(healthShare(150, 100)).toBe(1);
    expect(healthShare(5, 0)).toBe(0);
    expect(healthColour(0.8)).toBe('good');
    expect(healthColour(0.4)).toBe('warn');
    expect(healthColour(0.2)).toBe('low');
  });
});
