import { z } from 'zod';
import { intField, textField } from './fields.ts';
import { backpackDto, cardCountsDto, cardEnum, goodsDto, hammerDto, heroShopDto } from './hero-dto.ts';
import { balancesDto } from './balances-dto.ts';
import { creatureDto } from './player-dto.ts';
import { defineRoute } from './route.ts';

/**
 * Shops (§2): the hero shop (usual; legendary from stair 30, mythical from 100, supreme from 500,
 * §9; the Ark line for tokens) and the goods (cards, magic hammers, consumables). Prices go through
 * the ledger; a shortage is the resource's §8 error with details { resource, needed } — for gems
 * (NOT_ENOUGH_GEMS) the client offers the bank.
 */

export const heroShopGetRoute = defineRoute({
  method: 'GET',
  path: '/api/shop/hero/get',
  auth: 'player',
  response: heroShopDto,
});

/**
 * Buys a hero of `warriorClass` from the `tier` tab; it joins the squad when the squad has a free
 * place. HERO_TIER_LOCKED (details.stair), HERO_CLASS_INVALID (not sold in that tab), HERO_LIMIT.
 */
export const heroShopBuyRoute = defineRoute({
  method: 'POST',
  path: '/api/shop/hero/buy',
  auth: 'player',
  body: z.object({
    tier: z.enum(['usual', 'legendary', 'mythical', 'supreme', 'ark']),
    warriorClass: textField(64).min(1),
    gender: z.enum(['male', 'female']).optional(),
  }),
  response: z.object({ creature: creatureDto, balances: balancesDto }),
});

export const goodsGetRoute = defineRoute({
  method: 'GET',
  path: '/api/shop/goods/get',
  auth: 'player',
  response: goodsDto,
});

export const cardBuyRoute = defineRoute({
  method: 'POST',
  path: '/api/shop/card/buy',
  auth: 'player',
  body: z.object({ card: cardEnum }),
  response: z.object({ cardState: cardCountsDto, balances: balancesDto }),
});

/** A magic hammer more (a third, fourth … step at once); HAMMERS_MAX when all are bought. */
export const hammerBuyRoute = defineRoute({
  method: 'POST',
  path: '/api/shop/hammer/buy',
  auth: 'player',
  response: z.object({ hammerDto, balances: balancesDto }),
});

/** Consumables into the backpack; CONSUMABLE_NOT_FOUND for an item the shop does not sell. */
export const consumableBuyRoute = defineRoute({
  method: 'POST',
  path: '/api/shop/consumable/buy',
  auth: 'player',
  body: z.object({ consumableId: textField(64).min(1), count: intField.min(1).max(99) }),
  response: z.object({ backpack: backpackDto, balances: balancesDto }),
});
