import type { CatalogueShopDto, ShopOfferDto } from '@rol/protocol/catalogue-shop-routes';
import type { BenchPlayer } from './core-player.ts';
import type { GameClient } from './game-client.ts';

/** The calls of a shops round, in the order a round makes them (a purchase only while an offer has room). */
export const SHOPS_CALLS = [
  'shops/amulet/get',
  'shops/amulet/buy',
  'shops/market/get',
  'shops/market/buy',
  'shops/portal/get',
  'shops/portal/buy',
  'shops/faction/get',
  'booster/list',
  'booster/activate',
  'booster/prolong',
] as const;

/** The balances the bench grants (GRANT_SQL): an offer paid only in these can be bought. */
const GRANTED = new Set(['gold', 'crystal', 'elixir', 'mithril', 'sulfur']);

/**
 * Readies the shops round's players: the first-steps tutorial finished and stair 30 reached, where
 * the portal shop opens (the balances are granted through the ledger beside it).
 */
export const SHOPS_PREPARE_SQL =
  'UPDATE players SET tutorial_steps = $1, best_victory_stair = 30 WHERE id = ANY($2::int[])';

/** The first offer the player may still buy today, paid in granted balances only; null when none. */
export function offerToBuy(shop: CatalogueShopDto): ShopOfferDto | null {
  return (
    shop.offers.find(
      (offer) =>
        (offer.dailyLimit === null || offer.boughtToday < offer.dailyLimit) &&
        Object.keys(offer.price).every((balance) => GRANTED.has(balance)),
    ) ?? null
  );
}

type BoosterList = { active: { boosterId: string; endsAt: number }[]; serverTimeMs?: number };

/**
 * One round of the shops (calls): the amulet shop, the market and the portal shop each looked at
 * and one offer bought while one has room in its daily limit; the faction shop looked at (its
 * points are not granted); the boosters, the experience booster started or prolonged. Returns false
 * when a call failed.
 */
export async function shopsRound(client: GameClient, player: BenchPlayer): Promise<boolean> {
  const { token } = player;
  for (const shop of ['amulet', 'market', 'portal'] as const) {
    const page = await client.call<CatalogueShopDto>(
      `shops/${shop}/get`,
      'GET',
      `/api/shops/${shop}/get`,
      token,
    );
    if (page.status !== 200) return false;
    const offer = offerToBuy(page.body);
    if (!offer) continue;
    const bought = await client.call(`shops/${shop}/buy`, 'POST', `/api/shops/${shop}/buy`, token, {
      offerId: offer.offerId,
      count: 1,
    });
    if (bought.status !== 200) return false;
  }
  const faction = await client.call('shops/faction/get', 'GET', '/api/shops/faction/get', token);
  if (faction.status !== 200) return false;
  const list = await client.call<BoosterList>('booster/list', 'GET', '/api/booster/list', token);
  if (list.status !== 200) return false;
  const running = list.body.active.some((a) => a.boosterId === 'experience');
  const verb = running ? 'prolong' : 'activate';
  const changed = await client.call(`booster/${verb}`, 'POST', `/api/booster/${verb}`, token, {
    boosterId: 'experience',
  });
  return changed.status === 200;
}
