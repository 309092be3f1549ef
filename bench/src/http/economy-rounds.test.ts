import { describe, expect, it } from 'vitest';
import type { CampaignDto } from '@rol/protocol/campaign-routes';
import type { CatalogueShopDto, ShopOfferDto } from '@rol/protocol/catalogue-shop-routes';
import { campaignToUse } from './promotions-player.ts';
import { offerToBuy } from './shops-player.ts';

function offer(
  offerId: string,
  price: ShopOfferDto['price'],
  dailyLimit: number | null,
  boughtToday: number,
): ShopOfferDto {
  return { offerId, goods: { kind: 'resources', amounts: { GOLD: 1 } }, price, dailyLimit, boughtToday, fromClanLevel: null };
}

function shop(offers: ShopOfferDto[]): CatalogueShopDto {
  return { shop: 'market', open: true, fromStair: 1, clanLevel: null, offers, nextDayAt: 0 };
}

function campaign(id: string, over: Partial<CampaignDto>): CampaignDto {
  return {
    id,
    type: 'WHEEL',
    running: true,
    startsAt: 0,
    endsAt: 1,
    gift: { amounts: { TICKETS: 1 }, artifacts: [], booster: null },
    usesToday: 0,
    usesPerDay: null,
    usesInRun: 0,
    usesPerRun: null,
    ...over,
  };
}

describe('the economy rounds of the bench', () => {
  it('buys the first offer with room in its daily limit, paid only in granted balances', () => {
    const full = offer('full', { gold: 10 }, 3, 3);
    const caviar = offer('caviar', { caviar: 4 }, 3, 0);
    const open = offer('open', { gold: 10 }, 3, 2);
    expect(offerToBuy(shop([full, caviar, open]))?.offerId).toBe('open');
    expect(offerToBuy(shop([full, caviar]))).toBeNull();
    expect(offerToBuy(shop([offer('free', { mithril: 5 }, null, 99)]))?.offerId).toBe('free');
  });

  it('uses a running gift only while its day and run allow it', () => {
    expect(campaignToUse([campaign('off', { running: false }), campaign('on', {})])?.id).toBe('on');
    expect(campaignToUse([campaign('day', { usesToday: 2, usesPerDay: 2 })])).toBeNull();
    expect(campaignToUse([campaign('run', { usesInRun: 1, usesPerRun: 1 })])).toBeNull();
    expect(campaignToUse([campaign('none', { gift: null })])).toBeNull();
  });
});
