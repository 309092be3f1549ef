import { describe, expect, it } from 'vitest';
import { snowLedges, snowSignature } from './snow-layout.ts';

describe('snow ledges', () => {
  it('climb from the bottom of the free band to its top, inside the screen', () => {
    const unit = 390 / 600;
    const ledges = snowLedges(12, 390, 844, { top: 0.12, bottom: 0.3 }, unit);
    expect(ledges).toHaveLength(12);
    expect(ledges[0]!.stair).toBe(1);
    for (let i = 1; i < ledges.length; i += 1) expect(ledges[i]!.y).toBeLessThan(ledges[i - 1]!.y);
    expect(ledges[11]!.y).toBeGreaterThan(844 * 0.12);
    expect(ledges[0]!.y).toBeLessThan(844 * 0.7);
    for (const ledge of ledges) {
      expect(ledge.x - ledge.size / 2).toBeGreaterThanOrEqual(0);
      expect(ledge.x + ledge.size / 2).toBeLessThanOrEqual(390);
    }
  });

  it('keep neighbouring medallions apart on a short screen', () => {
    const unit = 1;
    const ledges = snowLedges(12, 600, 500, { top: 0.2, bottom: 0.4 }, unit);
    for (let i = 1; i < ledges.length; i += 1) {
      const a = ledges[i - 1]!;
      const b = ledges[i]!;
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.size * 0.9);
    }
  });
});

describe('snow signature', () => {
  it('changes when a place is done, not when nothing drawn changes', () => {
    const places = [{ stair: 1, kind: 'RESOURCE', done: false }, { stair: 2, kind: 'MONSTER', done: false }];
    const before = snowSignature({ stairs: 2, places });
    expect(snowSignature({ stairs: 2, places: [...places] })).toBe(before);
    expect(snowSignature({ stairs: 2, places: [places[0]!, { ...places[1]!, done: true }] })).not.toBe(before);
    expect(snowSignature(null)).toBe('');
  });
});
