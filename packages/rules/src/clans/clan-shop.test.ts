import { describe, expect, it } from 'vitest';
import { checkShopBuy, findOffer, SHOPS } from '../economy/catalogue-shops.ts';
import { BUILDING_MAX_LEVEL, BUILDING_TYPES } from './clan-buildings.ts';
import { clanLevelOf } from './clan-limits.ts';
import { CLAN_SHOP_OFFERS } from './clan-shop.ts';

describe('the clan shop', () => {
  it('is a members-only catalogue shop whose offers open in order within the clan levels there are', () => {
    expect(SHOPS.clan.clanOnly).toBe(true);
    expect(SHOPS.clan.offers).toBe(CLAN_SHOP_OFFERS);
    const top = clanLevelOf(BUILDING_TYPES.map(() => BUILDING_MAX_LEVEL));
    const levels = CLAN_SHOP_OFFERS.map((o) => o.fromClanLevel);
    expect([...levels].sort((a, b) => a - b)).toEqual(levels);
    expect(levels[0]).toBe(1);
    expect(Math.max(...levels)).toBeLessThanOrEqual(top);
    for (const offer of CLAN_SHOP_OFFERS) {
      expect(offer.id.startsWith('clan_')).toBe(true);
      expect(offer.dailyLimit).toBeGreaterThan(0);
    }
  });

  it('refuses outside a clan and below the offer’s clan level, then the daily limit', () => {
    const offer = findOffer('clan', 'clan_ticket')!;
    const base = { shop: 'clan' as const, offer, count: 1, progressStair: 1, boughtToday: 0 };
    expect(checkShopBuy({ ...base, clanLevel: null })).toBe('CLAN_NOT_MEMBER');
    expect(checkShopBuy(base)).toBe('CLAN_NOT_MEMBER');
    expect(checkShopBuy({ ...base, clanLevel: 4 })).toBe('CLAN_SHOP_LEVEL');
    expect(checkShopBuy({ ...base, clanLevel: 5 })).toBeNull();
    expect(checkShopBuy({ ...base, clanLevel: 5, boughtToday: 1 })).toBe('SHOP_DAILY_LIMIT');
    // The other shops never read the clan.
    const market = findOffer('market', 'gold_to_crystal')!;
    expect(checkShopBuy({ shop: 'market', offer: market, count: 1, progressStair: 1, boughtToday: 0 })).toBeNull();
  });
});
