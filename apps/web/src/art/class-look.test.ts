import { describe, expect, it } from 'vitest';
import { WARRIOR_CLASSES } from '@rol/rules/content/warrior-classes';
import { classLook, DISC_LIGHTNESS, discColour, rankFrame } from './class-look.ts';

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
const lightness = (hex: string) => {
  const c = channels(hex);
  return (Math.max(...c) + Math.min(...c)) / 2;
};

describe('class looks', () => {
  it('draws every class disc at one lightness in its own hue', () => {
    for (const cls of Object.keys(WARRIOR_CLASSES)) {
      const disc = discColour(classLook(cls).colour);
      expect(disc).toMatch(/^#[0-9a-f]{6}$/);
      expect(Math.abs(lightness(disc) - DISC_LIGHTNESS)).toBeLessThan(0.01);
    }
    // A dark brown beast no longer sinks to black, and keeps its red-over-blue hue.
    const [r = 0, , b = 0] = channels(discColour(classLook('beast').colour));
    expect(r).toBeGreaterThan(0.45);
    expect(r).toBeGreaterThan(b * 2);
    // A grey stays grey; blue stays blue.
    expect(discColour('#808080')).toBe('#4d4d4d');
    const [mr = 0, mg = 0, mb = 0] = channels(discColour(classLook('mag').colour));
    expect(mb).toBeGreaterThan(mr);
    expect(mb).toBeGreaterThan(mg);
  });

  it('frames by rank and falls back for an unknown class', () => {
    expect(rankFrame(0).metal).toBe('bronze');
    expect(rankFrame(3).metal).toBe('silver');
    expect(rankFrame(5).metal).toBe('gold');
    expect(rankFrame(7).metal).toBe('mythic');
    expect(classLook('no-such-class').attack).toBe('blade');
  });
});
