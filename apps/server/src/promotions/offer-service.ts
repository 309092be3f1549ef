import { isWarriorClass, type WarriorClass } from '@rol/rules/content/warrior-classes';
import type { Gender } from '@rol/rules/content/starters';
import { MAX_HEROES } from '@rol/rules/heroes/hero-shop';
import { offerById, offerPrice, offerRunAt } from '@rol/rules/economy/offers';
import type { AppContext } from '../http/app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { applyAmounts, balancesOf } from '../ledger/balances.ts';
import { markOfferBought, markOfferSeen } from '../offers/offer-queries.ts';
import { loadOffers, offerPlayerOf, type OfferPlayerRow } from '../offers/offer-view.ts';
import { countHeroes } from '../shop/shop-queries.ts';
import { addShopHero } from '../shop/hero-shop.ts';

function openRunOrRefuse(player: OfferPlayerRow, offerId: string, nowMs: number) {
  const offer = offerById(offerId);
  const run = offer ? offerRunAt(offer, offerPlayerOf(player), nowMs) : null;
  if (!offer || !run) throw new ApiError('OFFER_NOT_AVAILABLE', { offer: offerId });
  return { offer, run };
}

/** `offer/set/seen`: the offer's current window will not pop up again. */
export async function setOfferSeen(ctx: AppContext, who: ActingPlayer, offerId: string) {
  const nowMs = ctx.clock();
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const { offer, run } = openRunOrRefuse(player, offerId, nowMs);
    await markOfferSeen(tx, { playerId: player.id, offer: offer.id, run: run.run, now: new Date(nowMs) });
    return { offers: await loadOffers(tx, player, nowMs) };
  });
}

/**
 * `offer/buy`, with the player's row locked: the offer must be made now and its window not bought
 * (OFFER_NOT_AVAILABLE), the class one of the offer's (HERO_CLASS_INVALID), the heroes below the
 * limit (HERO_LIMIT); the price through the ledger, the window marked bought, then the hero — all in
 * one transaction, so 50 identical requests buy once.
 */
export async function buyOffer(
  ctx: AppContext,
  who: ActingPlayer,
  params: { offerId: string; warriorClass: string; gender?: Gender | undefined },
) {
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  return inPlayerTransaction(ctx.db, who, async (tx, player) => {
    const { offer, run } = openRunOrRefuse(player, params.offerId, nowMs);
    const goods = offer.goods;
    if (goods.kind !== 'hero') throw new ApiError('OFFER_NOT_AVAILABLE', { offer: offer.id, via: 'bank' });
    if (!isWarriorClass(params.warriorClass) || !goods.classes.includes(params.warriorClass))
      throw new ApiError('HERO_CLASS_INVALID', { tier: goods.tier, warriorClass: params.warriorClass });
    const owned = await countHeroes(tx, player.id);
    if (owned >= MAX_HEROES) throw new ApiError('HERO_LIMIT');
    if (!(await markOfferBought(tx, { playerId: player.id, offer: offer.id, run: run.run, now })))
      throw new ApiError('OFFER_NOT_AVAILABLE', { offer: offer.id });
    const price = offerPrice(offer, owned) ?? {};
    const after = await applyAmounts(tx, {
      playerId: player.id,
      amounts: price,
      sign: -1,
      reason: 'offer',
      reference: `offer:${offer.id}:${run.run}`,
      now,
    });
    const creature = await addShopHero(tx, {
      playerId: player.id,
      warriorClass: params.warriorClass as WarriorClass,
      gender: params.gender ?? 'male',
      spentTokens: price.EVENT_CURRENCY ?? 0,
      nowMs,
    });
    return { creature, balances: balancesOf({ ...player, ...after }), offers: await loadOffers(tx, player, nowMs) };
  });
}

