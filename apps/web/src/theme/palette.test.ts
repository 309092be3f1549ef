import { describe, expect, it } from 'vitest';
import { colorNumber, cssVariableName, palette, paletteCssVariables } from './palette.ts';

describe('palette', () => {
  it('holds #rrggbb colours only', () => {
    for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('converts to Phaser numbers and CSS variables', () => {
    expect(colorNumber('#0b1020')).toBe(0x0b1020);
    expect(cssVariableName('nightMid')).toBe('--rol-night-mid');
    expect(paletteCssVariables()['--rol-gold']).toBe(palette.gold);
  });
});
