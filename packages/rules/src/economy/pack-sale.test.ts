import { describe, expect, it } from 'vitest';
import { GEM_PACKS } from '../content/gem-packs.ts';
import { PACK_SALE_WEEK, packSaleAt, packSaleBonusGems } from './pack-sale.ts';

const HOUR = 3_600_000;
/** Monday 7 December 2026, 00:00 Moscow (21:00 UTC the day before). */
const MONDAY = Date.UTC(2026, 11, 6, 21);

describe('the pack sale (§4: from 12:00 Moscow time)', () => {
  it('every weekday sells a pack of the bank', () => {
    expect(PACK_SALE_WEEK).toHaveLength(7);
    for (const day of PACK_SALE_WEEK) {
      expect(GEM_PACKS.map((p) => p.id)).toContain(day.packId);
      expect(day.percent).toBeGreaterThan(0);
      expect(day.percent).toBeLessThanOrEqual(50);
    }
  });

  it('runs from 12:00 to 15:00 Moscow time, and otherwise names the coming sale', () => {
    const morning = packSaleAt(MONDAY + 11 * HOUR + 59 * 60_000);
    expect(morning).toMatchObject({ packId: 'gems_240', percent: 30, extraGems: 72, running: false });
    expect(morning.startsAt).toBe(MONDAY + 12 * HOUR);
    expect(new Date(morning.startsAt).toISOString()).toBe('2026-12-07T09:00:00.000Z');
    const noon = packSaleAt(MONDAY + 12 * HOUR);
    expect(noon).toMatchObject({ packId: 'gems_240', running: true, endsAt: MONDAY + 15 * HOUR });
    // At 15:00 Monday's sale is over and Tuesday's is the next one.
    expect(packSaleAt(MONDAY + 15 * HOUR)).toMatchObject({ packId: 'gems_650', percent: 30, running: false });
    // Sunday ends the week, Monday starts it again.
    expect(packSaleAt(MONDAY + (6 * 24 + 13) * HOUR)).toMatchObject({ packId: 'gems_240', percent: 50, running: true });
    expect(packSaleAt(MONDAY + (7 * 24 + 13) * HOUR)).toMatchObject({ packId: 'gems_240', percent: 30, running: true });
  });

  it('a purchase earns the sale’s emeralds only for the pack on sale and while it runs', () => {
    expect(packSaleBonusGems(240, MONDAY + 13 * HOUR)).toBe(72);
    expect(packSaleBonusGems(650, MONDAY + 13 * HOUR)).toBe(0);
    expect(packSaleBonusGems(240, MONDAY + 11 * HOUR)).toBe(0);
    expect(packSaleBonusGems(240, MONDAY + 15 * HOUR)).toBe(0);
    expect(packSaleBonusGems(650, MONDAY + (24 + 12) * HOUR)).toBe(195);
  });
});
