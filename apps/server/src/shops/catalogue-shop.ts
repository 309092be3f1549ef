import type { BalancesDto } from '@rol/protocol/balances-dto';
import type { CatalogueShopDto } from '@rol/protocol/catalogue-shop-routes';
import type { Balance } from '@rol/rules/content/resources';
import {
  checkShopBuy,
  findOffer,
  offerPrice,
  SHOPS,
  type CatalogueShop,
  type ShopGoods,
} from '@rol/rules/economy/catalogue-shops';
import { shopBalancePriceFor } from '@rol/rules/economy/bonus-perks';
import { progressStair } from '@rol/rules/heroes/hero-shop';
import { nextServerDayAt, serverDay } from '@rol/rules/server-day';
import { insertArtifactItem } from '../artifacts/artifact-queries.ts';
import { addBackpackItem } from '../backpack/backpack-queries.ts';
import { playerClanLevel } from '../clan-standing/player-clan-level.ts';
import type { DbOrTx, Tx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyLedger } from '../ledger/apply-ledger.ts';
import { applyAmounts, balancesOf, type BalancesAfter } from '../ledger/balances.ts';
import { addCard } from '../shop/shop-queries.ts';
import { countShopPurchase, shopPurchasesOfDay } from './shop-purchase-queries.ts';

const offerKey = (shop: CatalogueShop, offerId: string) => `${shop}:${offerId}`;

function shopDto(
  shop: CatalogueShop,
  player: Pick<PlayerRow, 'stair' | 'bestVictoryStair'>,
  bought: Map<string, number>,
  nowMs: number,
  clanLevel: number | null,
): CatalogueShopDto {
  const def = SHOPS[shop];
  return {
    shop,
    open: progressStair(player) >= def.fromStair && (!def.clanOnly || clanLevel !== null),
    fromStair: def.fromStair,
    clanLevel,
    offers: def.offers.map((offer) => ({
      offerId: offer.id,
      goods: offer.goods,
      price: offer.price,
      dailyLimit: offer.dailyLimit,
      boughtToday: bought.get(offerKey(shop, offer.id)) ?? 0,
      fromClanLevel: offer.fromClanLevel ?? null,
    })),
    nextDayAt: nextServerDayAt(nowMs),
  };
}

/** The level of the player's clan for a clan-only shop (null outside a clan), else null unread. */
function clanLevelFor(db: DbOrTx, shop: CatalogueShop, playerId: number, nowMs: number): Promise<number | null> {
  return SHOPS[shop].clanOnly ? playerClanLevel(db, playerId, nowMs) : Promise.resolve(null);
}

/**
 * `shops/{shop}/get`: the offers with their prices, limits and what was bought of each today
 * (`bought`, read with the session: `shopPurchasesSessionReads`).
 */
export async function getCatalogueShop(
  ctx: AppContext,
  player: PlayerRow,
  shop: CatalogueShop,
  bought: Map<string, number>,
) {
  const nowMs = ctx.clock();
  return shopDto(shop, player, bought, nowMs, await clanLevelFor(ctx.db, shop, player.id, nowMs));
}

/** Gives the goods of one purchase `count` times (resources through the ledger). */
async function giveGoods(
  tx: Tx,
  params: { playerId: number; goods: ShopGoods; count: number; reference: string; now: Date },
): Promise<BalancesAfter> {
  const { playerId, goods, count, now } = params;
  switch (goods.kind) {
    case 'artifact':
      for (let i = 0; i < count; i += 1)
        await insertArtifactItem(tx, {
          playerId,
          artifactId: goods.artifactId,
          level: goods.level,
          source: `shop:${params.reference}`,
          acquiredAt: now,
        });
      return {};
    case 'consumable':
      await addBackpackItem(tx, { playerId, consumableId: goods.consumableId, count: goods.count * count });
      return {};
    case 'card':
      await addCard(tx, { playerId, card: goods.card, count: goods.count * count });
      return {};
    case 'resources': {
      const amounts = Object.fromEntries(
        Object.entries(goods.amounts).map(([kind, amount]) => [kind, amount * count]),
      );
      return applyAmounts(tx, { playerId, amounts, sign: 1, reason: 'shop-goods', reference: params.reference, now });
    }
  }
}

/**
 * `shops/{shop}/buy`, in one transaction with the player's row locked: the shop's stair
 * (SHOP_LOCKED), the clan shop's membership and clan level (CLAN_NOT_MEMBER, CLAN_SHOP_LEVEL), the
 * offer (SHOP_OFFER_NOT_FOUND), the day's limit counted by a conditional upsert (SHOP_DAILY_LIMIT),
 * the price × count through the ledger (its emeralds less the bonus status's discount, by the points
 * of the locked row; a shortage is its §8 error), then the goods.
 */
export async function buyFromCatalogue(
  ctx: AppContext,
  who: ActingPlayer,
  params: { shop: CatalogueShop; offerId: string; count: number },
): Promise<{ shop: CatalogueShopDto; balances: BalancesDto }> {
  const { shop, offerId, count } = params;
  const offer = findOffer(shop, offerId);
  if (!offer) throw new ApiError('SHOP_OFFER_NOT_FOUND', { offerId });
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  const day = serverDay(nowMs);
  const key = offerKey(shop, offer.id);
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const playerId = player.id;
    const bought = await shopPurchasesOfDay(tx, { playerId, day });
    const boughtToday = bought.get(key) ?? 0;
    const clanLevel = await clanLevelFor(tx, shop, playerId, nowMs);
    const refusal = checkShopBuy({ shop, offer, count, progressStair: progressStair(player), boughtToday, clanLevel });
    if (refusal === 'SHOP_LOCKED') throw new ApiError(refusal, { stair: SHOPS[shop].fromStair });
    if (refusal === 'CLAN_NOT_MEMBER') throw new ApiError(refusal);
    if (refusal === 'CLAN_SHOP_LEVEL') throw new ApiError(refusal, { level: offer.fromClanLevel, clanLevel });
    if (refusal) throw new ApiError(refusal, { bought: boughtToday, limit: offer.dailyLimit });
    const total = await countShopPurchase(tx, { playerId, offer: key, day, count, limit: offer.dailyLimit });
    if (total === null) throw new ApiError('SHOP_DAILY_LIMIT', { bought: boughtToday, limit: offer.dailyLimit });
    bought.set(key, total);
    const after: BalancesAfter = {};
    const price = offerPrice({ ...offer, price: shopBalancePriceFor(offer.price, player.bonusPoints) }, count);
    for (const [balance, amount] of Object.entries(price) as [Balance, number][])
      after[balance] = await applyLedger(tx, {
        playerId,
        resource: balance,
        delta: -amount,
        reason: `${shop}-shop`,
        reference: `${offer.id}:${count}`,
        now,
      });
    Object.assign(after, await giveGoods(tx, { playerId, goods: offer.goods, count, reference: key, now }));
    return { shop: shopDto(shop, player, bought, nowMs, clanLevel), balances: balancesOf({ ...player, ...after }) };
  });
}
