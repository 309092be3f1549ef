import { describe, expect, it } from 'vitest';
import { heroBand } from './creature-layout.ts';

describe('heroBand', () => {
  it('puts the hero in the free band between the top bar and the page', () => {
    const band = heroBand(1000, { top: 0.1, bottom: 0.5 }, 1);
    expect(band.centerY).toBeGreaterThan(100);
    expect(band.centerY + band.size / 2).toBeLessThanOrEqual(500);
    expect(band.size).toBe(230);
  });

  it('keeps a smallest hero on a cramped screen and never drops below the page top', () => {
    const band = heroBand(600, { top: 0.2, bottom: 0.8 }, 1);
    expect(band.size).toBe(72);
    expect(band.floor).toBeLessThanOrEqual(600 * 0.2 + 40);
  });

  it('scales with the unit', () => {
    expect(heroBand(2000, { top: 0, bottom: 0 }, 2).size).toBe(460);
  });
});
