import { describe, expect, it } from 'vitest';
import { ARTIFACTS } from '../content/artifacts.ts';
import { BALANCE_OF_KIND, type ResourceKind } from '../content/resources.ts';
import { CATALOGUE_SHOPS, checkShopBuy, findOffer, isAmulet, offerPrice, SHOPS } from './catalogue-shops.ts';

describe('the catalogue shops', () => {
  it('sells in the amulet shop only amulets, each non-temporal amulet of the table', () => {
    const sold = SHOPS.amulet.offers.map((o) => (o.goods.kind === 'artifact' ? o.goods.artifactId : null));
    for (const id of sold) expect(id !== null && isAmulet(id)).toBe(true);
    const amulets = (Object.keys(ARTIFACTS) as (keyof typeof ARTIFACTS)[]).filter(
      (id) => isAmulet(id) && !('temporal' in ARTIFACTS[id]),
    );
    expect([...new Set(sold)].sort()).toEqual([...amulets].sort());
  });

  it('prices the faction shop in the sides’ and the shadow’s points only, each side its own', () => {
    for (const offer of SHOPS.faction.offers)
      for (const balance of Object.keys(offer.price)) expect(['goodPoints', 'evilPoints', 'shadowPoints']).toContain(balance);
    expect(SHOPS.faction.offers.filter((o) => 'shadowPoints' in o.price).map((o) => o.id)).toEqual(['shadow_ice', 'shadow_rage']);
  });

  it('trades the arena’s cups for wheel tickets at the market, and the order’s points in the clan shop only', () => {
    expect(SHOPS.market.offers.find((o) => o.id === 'cups_to_ticket')).toMatchObject({ price: { cups: 3 }, goods: { kind: 'resources', amounts: { TICKETS: 1 } } });
    for (const shop of CATALOGUE_SHOPS)
      for (const offer of SHOPS[shop].offers) if ('orderPoints' in offer.price) expect(shop).toBe('clan');
  });

  it('has unique offer ids, positive prices and limits', () => {
    for (const shop of CATALOGUE_SHOPS) {
      const ids = SHOPS[shop].offers.map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const offer of SHOPS[shop].offers) {
        for (const amount of Object.values(offer.price)) expect(amount).toBeGreaterThan(0);
        expect(offer.dailyLimit === null || offer.dailyLimit > 0).toBe(true);
        expect(findOffer(shop, offer.id)).toBe(offer);
      }
    }
    expect(findOffer('market', 'nothing')).toBeNull();
  });

  it('makes no market round trip pay: each pair of lots loses on the way back', () => {
    const lots = SHOPS.market.offers.map((offer) => {
      if (offer.goods.kind !== 'resources') throw new Error('the market sells resources');
      const [[gotKind, got]] = Object.entries(offer.goods.amounts) as [[ResourceKind, number]];
      const [[paid, cost]] = Object.entries(offer.price) as [[string, number]];
      return { from: paid, to: BALANCE_OF_KIND[gotKind], rate: got / cost };
    });
    for (const a of lots)
      for (const b of lots) if (a.from === b.to && a.to === b.from) expect(a.rate * b.rate).toBeLessThan(1);
    expect(lots.some((lot) => lot.to === 'mithril')).toBe(false);
  });

  it('refuses a locked shop and the daily limit, and multiplies the price', () => {
    const offer = findOffer('portal', 'living_water')!;
    expect(checkShopBuy({ shop: 'portal', offer, count: 1, progressStair: 29, boughtToday: 0 })).toBe('SHOP_LOCKED');
    expect(checkShopBuy({ shop: 'portal', offer, count: 1, progressStair: 30, boughtToday: 2 })).toBeNull();
    expect(checkShopBuy({ shop: 'portal', offer, count: 2, progressStair: 30, boughtToday: 2 })).toBe('SHOP_DAILY_LIMIT');
    expect(offerPrice(offer, 3)).toEqual({ sulfur: 30 });
  });
});

describe('golden tickets', () => {
  it('buy the VIP amulets in the amulet shop', () => {
    const golden = SHOPS.amulet.offers.filter((o) => 'goldenTickets' in o.price);
    expect(golden.map((o) => o.id)).toEqual(['golden_koschey_crown', 'golden_witch_mirror']);
  });
});
