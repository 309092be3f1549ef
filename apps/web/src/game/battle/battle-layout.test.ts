import { describe, expect, it } from 'vitest';
import { battleSlots, BOTTOM_BAND, TOP_BAND } from './battle-layout.ts';

const overlaps = (a: { x: number; y: number; size: number }, b: { x: number; y: number; size: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y) < (a.size + b.size) / 2;

describe('battleSlots', () => {
  it('puts the monsters above the squad, inside the field', () => {
    for (const [w, h] of [
      [600, 840],
      [450, 900],
      [600, 600],
    ] as const) {
      const top = battleSlots(6, 'top', w, h);
      const bottom = battleSlots(6, 'bottom', w, h);
      const maxTop = Math.max(...top.map((s) => s.y + s.size / 2));
      const minBottom = Math.min(...bottom.map((s) => s.y - s.size / 2));
      expect(maxTop).toBeLessThanOrEqual(minBottom);
      for (const s of [...top, ...bottom]) {
        expect(s.x - s.size / 2).toBeGreaterThanOrEqual(0);
        expect(s.x + s.size / 2).toBeLessThanOrEqual(w);
        expect(s.y - s.size / 2).toBeGreaterThanOrEqual(h * TOP_BAND - 1);
        expect(s.y + s.size / 2).toBeLessThanOrEqual(h * (1 - BOTTOM_BAND) + 1);
      }
    }
  });

  it('never lets two medallions of a side overlap', () => {
    for (let count = 1; count <= 6; count += 1) {
      const slots = battleSlots(count, 'bottom', 600, 840);
      expect(slots).toHaveLength(count);
      for (let i = 0; i < count; i += 1) for (let j = i + 1; j < count; j += 1) expect(overlaps(slots[i]!, slots[j]!)).toBe(false);
    }
  });

  it('puts the first row nearest the middle of the field', () => {
    const top = battleSlots(4, 'top', 600, 840);
    expect(top[0]!.y).toBeGreaterThan(top[3]!.y);
    const bottom = battleSlots(4, 'bottom', 600, 840);
    expect(bottom[0]!.y).toBeLessThan(bottom[3]!.y);
  });

  it('draws nothing for an empty side', () => {
    expect(battleSlots(0, 'top', 600, 800)).toEqual([]);
  });
});
