import { describe, expect, it } from 'vitest';
import { moscowTimeToUtc } from '../world/server-time.ts';
import { goldenTicketsEarned, packBonusGems } from './bonus-status.ts';
import { OFFER_KINDS, OFFERS, offerById, offerPrice, offerRunAt, openOffers } from './offers.ts';

const created = moscowTimeToUtc(2025, 1, 11, 10);
const player = { createdAtMs: created, level: 3, progressStair: 1, bonusPoints: 0 };

describe('offers', () => {
  it('hold one offer of each kind', () => {
    expect(OFFERS.map((o) => o.kind).sort()).toEqual([...OFFER_KINDS].sort());
  });

  it('open the account windows from the creation, the weekly ones on their day', () => {
    expect(openOffers(player, created + 1).map((o) => o.offer.id)).toEqual(['first-hero']);
    expect(openOffers(player, created + 25 * 3_600_000).map((o) => o.offer.id)).toEqual(['first-hero', 'gems-x2']);
    expect(openOffers({ ...player, bonusPoints: 50 }, created + 25 * 3_600_000).map((o) => o.offer.id)).toEqual(['first-hero']);
    expect(offerRunAt(offerById('first-hero')!, player, created + 72 * 3_600_000)).toBeNull();
    const sunday = moscowTimeToUtc(2025, 1, 19, 12);
    expect(offerRunAt(offerById('dragon-discount')!, player, sunday)).toBeNull();
    expect(offerRunAt(offerById('dragon-discount')!, { ...player, progressStair: 30 }, sunday)).toMatchObject({ run: 1 });
  });

  it('price the discounts at half the tab’s growing price', () => {
    expect(offerPrice(offerById('myth-discount')!, 5)).toEqual({ GOLD: 40_000, CRYSTAL: 240 });
    expect(offerPrice(offerById('gems-x2')!, 5)).toBeNull();
  });
});

describe('golden tickets and the pack bonus', () => {
  it('give one ticket per 100 emeralds bought over all purchases', () => {
    expect(goldenTicketsEarned(0, 99)).toBe(0);
    expect(goldenTicketsEarned(99, 1)).toBe(1);
    expect(goldenTicketsEarned(150, 250)).toBe(3);
  });

  it('add the tier’s percent to a pack', () => {
    expect(packBonusGems(999, 100)).toBe(0);
    expect(packBonusGems(1_000, 100)).toBe(5);
    expect(packBonusGems(20_000, 650)).toBe(97);
  });
});
