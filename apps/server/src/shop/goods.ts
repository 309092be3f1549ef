import { CONSUMABLES, isConsumableId } from '@rol/rules/content/consumables';
import { shopPriceFor } from '@rol/rules/economy/bonus-perks';
import { CARD_TYPES, type CardType } from '@rol/rules/heroes/cards';
import { checkBuyHammer, extraHammerPrice, MAX_EXTRA_HAMMERS } from '@rol/rules/heroes/hammers';
import {
  CARD_PRICES,
  consumablePrice,
  CONSUMABLE_PRICES,
  SHOP_CONSUMABLES,
} from '@rol/rules/heroes/shop-prices';
import { loadBackpackDto } from '../backpack/backpack-view.ts';
import { addBackpackItem } from '../backpack/backpack-queries.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { together } from '../db/together.ts';
import { cardStateOf, loadHeroView } from '../heroes/creature-view.ts';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { addCardCounting, addExtraHammer } from './shop-queries.ts';
import { assertTutorialAllows } from '../progress/tutorial-service.ts';

/**
 * `shop/goods/get`: cards, the next magic hammer (null when all are bought), consumables, for the
 * player as the request's session read it.
 */
export function getGoods(player: Pick<PlayerRow, 'extraHammers'>) {
  return {
    cards: CARD_TYPES.map((card) => ({ card, price: CARD_PRICES[card] })),
    hammer: {
      price: extraHammerPrice(player.extraHammers),
      owned: player.extraHammers,
      max: MAX_EXTRA_HAMMERS,
    },
    consumables: SHOP_CONSUMABLES.map((consumableId) => ({
      consumableId,
      kind: CONSUMABLES[consumableId].kind,
      price: CONSUMABLE_PRICES[consumableId],
    })),
  };
}

/**
 * `shop/card/buy`: its gem price through the ledger — less the bonus status's discount by the points
 * of the locked row — one card more.
 */
export async function buyCard(ctx: AppContext, who: ActingPlayer, card: CardType) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertTutorialAllows(player, 'goods-shop');
    // The price and the card go out together (a refused price rolls the card back); the card's
    // statement answers every card held after it.
    const [after, cards] = await together(
      applyAmounts(tx, {
        playerId: player.id,
        amounts: shopPriceFor(CARD_PRICES[card], player.bonusPoints),
        sign: -1,
        reason: 'card-shop',
        reference: card,
        now: new Date(nowMs),
      }),
      addCardCounting(tx, { playerId: player.id, card, count: 1 }),
    );
    return { cardState: cardStateOf({ cards }), balances: balancesOf({ ...player, ...after }) };
  });
}

/**
 * `shop/hammer/buy`: the next extra magic hammer (HAMMERS_MAX when all are bought) at the rules'
 * price for the hammers owned (less the bonus status's discount), with the player's row locked and a conditional update of the count,
 * so concurrent buys neither pass the max nor pay twice.
 */
export async function buyHammer(ctx: AppContext, who: ActingPlayer) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertTutorialAllows(player, 'goods-shop');
    const playerId = player.id;
    const owned = player.extraHammers;
    const price = extraHammerPrice(owned);
    const refusal = checkBuyHammer(owned);
    if (refusal || !price) throw new ApiError(refusal ?? 'HAMMERS_MAX', { max: MAX_EXTRA_HAMMERS });
    if ((await addExtraHammer(tx, { playerId, owned, max: MAX_EXTRA_HAMMERS })) === null)
      throw new ApiError('HAMMERS_MAX', { max: MAX_EXTRA_HAMMERS });
    const after = await applyAmounts(tx, {
      playerId,
      amounts: shopPriceFor(price, player.bonusPoints),
      sign: -1,
      reason: 'hammer-shop',
      reference: `hammer:${owned + 1}`,
      now: new Date(nowMs),
    });
    const { hammerDto } = await loadHeroView(tx, playerId, nowMs, []);
    return { hammerDto, balances: balancesOf({ ...player, ...after }) };
  });
}

/** `shop/consumable/buy`: `count` of a consumable for gold into the backpack; CONSUMABLE_NOT_FOUND otherwise. */
export async function buyConsumable(ctx: AppContext, who: ActingPlayer, consumableId: string, count: number) {
  if (!isConsumableId(consumableId)) throw new ApiError('CONSUMABLE_NOT_FOUND', { consumableId });
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    assertTutorialAllows(player, 'goods-shop');
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: consumablePrice(consumableId, count),
      sign: -1,
      reason: 'consumable-shop',
      reference: `${consumableId}:${count}`,
      now: new Date(nowMs),
    });
    await addBackpackItem(tx, { playerId: player.id, consumableId, count });
    return { backpack: await loadBackpackDto(tx, player), balances: balancesOf({ ...player, ...after }) };
  });
}
