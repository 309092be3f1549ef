import { describe, expect, it } from 'vitest';
import { moscowTimeToUtc } from '../world/server-time.ts';
import { GEM_PACKS, packWheelTickets } from '../content/gem-packs.ts';
import { campaignById } from './campaigns.ts';
import { gemsPlusBonusGems, gemsPlusPercentAt } from './gems-plus-campaign.ts';

describe('the GEMS_PLUS_50 campaign', () => {
  it('adds half the emeralds to a pack bought while it runs (Monday 00:00 for 48 h, Moscow) and nothing else', () => {
    const monday = moscowTimeToUtc(2025, 1, 20, 10);
    expect(gemsPlusPercentAt(monday)).toBe(50);
    expect(gemsPlusBonusGems(650, monday)).toBe(325);
    expect(gemsPlusBonusGems(110, moscowTimeToUtc(2025, 1, 21, 23))).toBe(55);
    expect(gemsPlusBonusGems(650, moscowTimeToUtc(2025, 1, 22, 0))).toBe(0);
    expect(gemsPlusBonusGems(650, moscowTimeToUtc(2025, 1, 19, 23))).toBe(0);
  });

  it('is no gift of its own', () => {
    expect(campaignById('gems-plus-50')).toMatchObject({ gift: null });
  });
});

describe('wheel tickets of the gem packs', () => {
  it('gives every pack tickets, more for the bigger ones, and none for an amount no pack holds', () => {
    const tickets = GEM_PACKS.map((pack) => packWheelTickets(pack.gems));
    expect(tickets.every((n) => n > 0)).toBe(true);
    expect([...tickets].sort((a, b) => a - b)).toEqual(tickets);
    expect(packWheelTickets(650)).toBe(15);
    expect(packWheelTickets(51)).toBe(0);
  });
});
