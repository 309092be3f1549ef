import { describe, expect, it } from 'vitest';
import { creatureIcon } from './creature-icon.ts';

describe('creatureIcon', () => {
  it('draws a starter by its own image and a shop hero by its class', () => {
    expect(creatureIcon({ imageId: 'hero_knight_m', warriorClass: 'human' })).toBe('black-knight-helm');
    expect(creatureIcon({ imageId: 'hero_dragon_m', warriorClass: 'dragon' })).toBe('dragon-head');
  });

  it('falls back to the hooded wanderer for what it does not know', () => {
    expect(creatureIcon({ imageId: 'x', warriorClass: 'nobody' })).toBe('cowled');
  });
});
