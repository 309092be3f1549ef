import type { ResourceAmounts, ResourceKind } from '@rol/rules/content/resources';
import type { RoadPlace } from '@rol/rules/road/road-place';
import type { DbOrTx } from '../db/database.ts';
import { nextServerDayAt, serverDay } from '@rol/rules/server-day';
import { findDailyClaim } from '../players/daily-claim-queries.ts';

/** §3 campaign PORTAL_DISCOUNT: percent off one portal trip per server day. */
export const PORTAL_OFFER_DISCOUNT = 50;
export const PORTAL_DISCOUNT_CHOSEN = 'portal-discount-chosen';
export const PORTAL_DISCOUNT_USED = 'portal-discount-used';

export interface PortalOffer {
  discount: number;
  availableUntil: number;
  used: boolean;
  chosenPortalId: number | null;
}

export async function portalOfferOf(db: DbOrTx, playerId: number, nowMs: number): Promise<PortalOffer> {
  const day = serverDay(nowMs);
  const used = await findDailyClaim(db, { playerId, kind: PORTAL_DISCOUNT_USED, day });
  const chosen = await findDailyClaim(db, { playerId, kind: PORTAL_DISCOUNT_CHOSEN, day });
  return {
    discount: PORTAL_OFFER_DISCOUNT,
    availableUntil: nextServerDayAt(nowMs),
    used: used !== null,
    chosenPortalId: chosen?.reference ?? null,
  };
}

/** The offer's discount when it is chosen for `portalId` and unused today; else null. */
export function discountFor(offer: PortalOffer, portalId: number): number | null {
  return !offer.used && offer.chosenPortalId === portalId ? offer.discount : null;
}

/** A price less `discount` percent, each amount rounded up (never free unless 100 %). */
export function discountedPrice(price: ResourceAmounts, discount: number | null): ResourceAmounts {
  const out: ResourceAmounts = {};
  for (const [kind, amount] of Object.entries(price) as [ResourceKind, number][])
    out[kind] = Math.ceil((amount * (100 - (discount ?? 0))) / 100);
  return out;
}

export function portalInfoOf(portal: RoadPlace, offer: PortalOffer) {
  if (portal.payload.type !== 'PORTAL') throw new Error(`place ${portal.id} is not a portal`);
  const discount = discountFor(offer, portal.id);
  return {
    placeId: portal.id,
    stair: portal.stair,
    targetStairs: portal.payload.targetStairs,
    price: portal.payload.price,
    discount,
    discountedPrice: discountedPrice(portal.payload.price, discount),
  };
}
