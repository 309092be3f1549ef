import { z } from 'zod';
import { BALANCES } from '@rol/rules/content/resources';
import { CATALOGUE_SHOPS, MAX_BUY_COUNT } from '@rol/rules/economy/catalogue-shops';
import { balancesDto } from './balances-dto.ts';
import { intField, textField } from './fields.ts';
import { resourceAmountsDto } from './place-dto.ts';
import { defineRoute } from './route.ts';

/**
 * The catalogue shops (§2): amulets, the portal shop, the faction shop (paid in good or evil
 * points) and the market. Prices go through the ledger; a shortage is the resource's §8 error with
 * details { resource, needed } (NOT_ENOUGH_FRACTION_POINTS for the sides' points). SHOP_LOCKED
 * (details.stair) below the shop's stair, SHOP_DAILY_LIMIT (details { bought, limit }) past an
 * offer's limit of the server day, SHOP_OFFER_NOT_FOUND for an offer the shop does not sell.
 * The clan shop sells to clan members only (CLAN_NOT_MEMBER, 403) and each of its offers opens at
 * a clan level (CLAN_SHOP_LEVEL, 403, details { level, clanLevel }).
 */
export const catalogueShopEnum = z.enum(CATALOGUE_SHOPS);
export const balanceAmountsDto = z.partialRecord(z.enum(BALANCES), z.number());

export const shopGoodsDto = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('artifact'), artifactId: z.string(), level: z.number().int() }),
  z.object({ kind: z.literal('consumable'), consumableId: z.string(), count: z.number().int() }),
  z.object({ kind: z.literal('card'), card: z.string(), count: z.number().int() }),
  z.object({ kind: z.literal('resources'), amounts: resourceAmountsDto }),
]);
export type ShopGoodsDto = z.infer<typeof shopGoodsDto>;

export const shopOfferDto = z.object({
  offerId: z.string(),
  goods: shopGoodsDto,
  price: balanceAmountsDto,
  dailyLimit: z.number().int().nullable(),
  boughtToday: z.number().int(),
  /** The clan shop: the clan level the offer opens at; null in the other shops. */
  fromClanLevel: z.number().int().nullable(),
});
export type ShopOfferDto = z.infer<typeof shopOfferDto>;

export const catalogueShopDto = z.object({
  shop: catalogueShopEnum,
  open: z.boolean(),
  fromStair: z.number().int(),
  /** The clan shop: the level of the buyer's clan (null outside a clan, and in the other shops). */
  clanLevel: z.number().int().nullable(),
  offers: z.array(shopOfferDto),
  /** When the daily limits start again (ms, server time). */
  nextDayAt: z.number().int(),
});
export type CatalogueShopDto = z.infer<typeof catalogueShopDto>;

export const catalogueShopGetRoute = defineRoute({
  method: 'GET',
  path: '/api/shops/:shop/get',
  auth: 'player',
  params: z.object({ shop: catalogueShopEnum }),
  response: catalogueShopDto,
});

/** Buys `count` of an offer at once (its price × count, its limit counting each). */
export const catalogueShopBuyRoute = defineRoute({
  method: 'POST',
  path: '/api/shops/:shop/buy',
  auth: 'player',
  params: z.object({ shop: catalogueShopEnum }),
  body: z.object({ offerId: textField(64).min(1), count: intField.min(1).max(MAX_BUY_COUNT).default(1) }),
  response: z.object({ shop: catalogueShopDto, balances: balancesDto }),
});
