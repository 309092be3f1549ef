import type { OfferDto } from '@rol/protocol/offer-dto';
import { progressStair } from '@rol/rules/heroes/hero-shop';
import { offerPrice, openOffers, type OfferPlayer } from '@rol/rules/economy/offers';
import type { DbOrTx, Tx } from '../db/database.ts';
import type { PlayerRow } from '../db/schema/players.ts';
import { countOwnedHeroes, loadOfferStates, markOfferBought, type OfferState } from './offer-queries.ts';

export type OfferPlayerRow = Pick<PlayerRow, 'createdAt' | 'level' | 'stair' | 'bestVictoryStair' | 'bonusPoints'>;

export function offerPlayerOf(player: OfferPlayerRow): OfferPlayer {
  return {
    createdAtMs: player.createdAt.getTime(),
    level: player.level,
    progressStair: progressStair(player),
    bonusPoints: Number(player.bonusPoints),
  };
}

/**
 * The offers made to the player now and not bought, with whether each pop-up was seen: pure, from
 * the player's row, the heroes owned (the discounts follow the tab's growing price) and the stored
 * states (player info reads them in its own statement).
 */
export function offerDtosOf(
  player: OfferPlayerRow,
  ownedHeroes: number,
  states: readonly OfferState[],
  nowMs: number,
): OfferDto[] {
  const out: OfferDto[] = [];
  for (const { offer, run } of openOffers(offerPlayerOf(player), nowMs)) {
    const state = states.find((s) => s.offer === offer.id && s.run === run.run);
    if (state?.bought) continue;
    const goods = offer.goods;
    out.push({
      id: offer.id,
      kind: offer.kind,
      run: run.run,
      startsAt: run.startsAt,
      endsAt: run.endsAt,
      seen: state?.seen ?? false,
      heroTier: goods.kind === 'hero' ? goods.tier : null,
      heroClasses: goods.kind === 'hero' ? [...goods.classes] : [],
      price: offerPrice(offer, ownedHeroes),
      fullPrice: goods.kind === 'hero' ? offerPrice({ ...offer, goods: { ...goods, price: null, pricePercent: 100 } }, ownedHeroes) : null,
      gemsMultiplier: goods.kind === 'gems' ? goods.multiplier : null,
    });
  }
  return out;
}

export async function loadOffers(db: DbOrTx, player: PlayerRow, nowMs: number): Promise<OfferDto[]> {
  const [owned, states] = [await countOwnedHeroes(db, player.id), await loadOfferStates(db, player.id)];
  return offerDtosOf(player, owned, states, nowMs);
}

/**
 * The gems offer at a payment's take (payments/payment-records.ts), in its transaction with the
 * player's row locked: when the offer's window was open for the player at the moment the payment was
 * made and is not bought yet, the window is marked bought and the extra emeralds are returned (the
 * caller credits them through the ledger); 0 otherwise.
 */
export async function gemsOfferExtra(
  tx: Tx,
  player: OfferPlayerRow & { id: number },
  payment: { gems: number; createdAt: Date },
  now: Date,
): Promise<{ extra: number; reference: string | null }> {
  for (const { offer, run } of openOffers(offerPlayerOf(player), payment.createdAt.getTime())) {
    if (offer.goods.kind !== 'gems') continue;
    if (!(await markOfferBought(tx, { playerId: player.id, offer: offer.id, run: run.run, now }))) continue;
    return { extra: payment.gems * (offer.goods.multiplier - 1), reference: `offer:${offer.id}:${run.run}` };
  }
  return { extra: 0, reference: null };
}
