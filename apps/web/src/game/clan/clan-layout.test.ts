import { describe, expect, it } from 'vitest';
import { BUILDING_TYPES } from '@rol/rules/clans/clan-buildings';
import { buildingTapBox, clanViewSignature, clanYard, themeBiome, themeColor } from './clan-layout.ts';

const insets = { top: 0.1, bottom: 0.12 };

describe('the clan yard', () => {
  for (const [label, width, height] of [
    ['a phone held upright', 600, 1298],
    ['a desktop column', 600, 800],
    ['a short landscape phone', 600, 340],
  ] as const) {
    it(`places all five buildings inside the free band, apart, on ${label}`, () => {
      const unit = width / 600;
      const yard = clanYard(width, height, insets, unit);
      const spots = BUILDING_TYPES.map((type) => ({ type, ...yard[type] }));
      expect(spots).toHaveLength(5);
      for (const s of spots) {
        expect(s.x - s.size / 2).toBeGreaterThanOrEqual(0);
        expect(s.x + s.size / 2).toBeLessThanOrEqual(width);
        expect(s.y).toBeGreaterThan(height * insets.top);
        expect(s.size).toBeGreaterThanOrEqual(48 * unit);
      }
      // No two buildings overlap: their boxes (as tall as wide) do not intersect.
      for (const a of spots)
        for (const b of spots) {
          if (a.type >= b.type) continue;
          const apartX = Math.abs(a.x - b.x) >= (a.size + b.size) / 2;
          const apartY = Math.abs(a.y - b.y) >= Math.min(a.size, b.size) * 0.9;
          expect(apartX || apartY, `${a.type} and ${b.type}`).toBe(true);
        }
    });
  }

  it('keeps buildings out of the bars on a tall screen and lets them grow only up to a limit', () => {
    const yard = clanYard(600, 1298, insets, 1);
    expect(yard.GEAR_FACTORY.y).toBeLessThanOrEqual(1298 * (1 - insets.bottom));
    expect(yard.EXPERIENCE.size).toBeLessThanOrEqual(190);
    expect(yard.HALL_OF_FAME.size).toBeGreaterThan(yard.EXPERIENCE.size);
    expect(yard.HALL_OF_FAME.y).toBeLessThan(yard.EXPERIENCE.y);
    expect(yard.EXPERIENCE.y).toBeLessThan(yard.GEAR_FACTORY.y);
  });

  for (const [label, width, height, bars] of [
    ['a phone with a building panel open', 600, 1298, { top: 0.07, bottom: 0.49 }],
    ['a desktop column with a building panel open', 600, 800, { top: 0.09, bottom: 0.44 }],
    ['a phone with no panel', 600, 1298, insets],
  ] as const) {
    it(`keeps every building and its name inside the free band, with a margin and apart, on ${label}`, () => {
      const unit = width / 600;
      const yard = clanYard(width, height, bars, unit);
      const boxes = BUILDING_TYPES.map((type) => {
        const { x, y, size } = yard[type];
        const box = buildingTapBox(size, unit);
        return { type, left: x + box.x, right: x + box.x + box.width, top: y + box.y, bottom: y + box.y + box.height };
      });
      for (const b of boxes) {
        expect(b.left, b.type).toBeGreaterThanOrEqual(0);
        expect(b.right, b.type).toBeLessThanOrEqual(width);
        expect(b.top, b.type).toBeGreaterThanOrEqual(height * bars.top);
        expect(b.bottom, b.type).toBeLessThanOrEqual(height * (1 - bars.bottom) - 14 * unit);
      }
      for (const a of boxes)
        for (const b of boxes) {
          if (a.type >= b.type) continue;
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart, `${a.type} and ${b.type}`).toBe(true);
        }
    });
  }

  it('stands the yard in two rows when the band is too short for three, for larger buildings', () => {
    const open = clanYard(600, 800, { top: 0.09, bottom: 0.44 }, 1);
    expect(Math.abs(open.HALL_OF_FAME.y - open.EXPERIENCE.y)).toBeLessThan(open.EXPERIENCE.size * 0.1);
    expect(open.EXPERIENCE.y).toBeLessThan(open.GEAR_FACTORY.y);
    expect(open.EXPERIENCE.size).toBeGreaterThan(100);
    const tall = clanYard(600, 1298, insets, 1);
    expect(tall.HALL_OF_FAME.y).toBeLessThan(tall.EXPERIENCE.y);
  });

  it('gives every theme a colour and a sky, wrapping around', () => {
    expect(themeColor(1)).not.toBe(themeColor(2));
    expect(themeColor(9)).toBe(themeColor(1));
    expect(themeBiome(1).id).toBe('forest');
    expect(themeBiome(0).id).toBe(themeBiome(5).id);
  });

  it('changes the signature when a level or an upgrade changes, not otherwise', () => {
    const view = { name: 'Wolves', level: 2, theme: 1, buildings: [{ type: 'EXPERIENCE', level: 1, processing: false }] };
    const same = clanViewSignature({ ...view, buildings: [{ type: 'EXPERIENCE', level: 1, processing: false }] });
    expect(clanViewSignature(view)).toBe(same);
    expect(clanViewSignature({ ...view, buildings: [{ type: 'EXPERIENCE', level: 1, processing: true }] })).not.toBe(same);
    expect(clanViewSignature({ ...view, buildings: [{ type: 'EXPERIENCE', level: 2, processing: false }] })).not.toBe(same);
    expect(clanViewSignature(null)).toBe('');
  });
});
