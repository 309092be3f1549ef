import { describe, expect, it } from 'vitest';
import { attackSound } from './attack-sound.ts';

describe('attackSound (§9)', () => {
  it('is light under 50, medium from 50 to 99 and heavy from 100', () => {
    expect(attackSound(0)).toBe('hit-light');
    expect(attackSound(49.9)).toBe('hit-light');
    expect(attackSound(50)).toBe('hit-medium');
    expect(attackSound(99)).toBe('hit-medium');
    expect(attackSound(99.99)).toBe('hit-medium');
    expect(attackSound(100)).toBe('hit-heavy');
    expect(attackSound(12_000)).toBe('hit-heavy');
  });

  it('treats a missing or broken power as a light blow', () => {
    expect(attackSound(Number.NaN)).toBe('hit-light');
    expect(attackSound(-5)).toBe('hit-light');
  });
});
