import type { OfferDto } from '@rol/protocol/offer-dto';
import type { SceneKey } from '../../events/game-events.ts';

/** How long the road must stay calm before the pop-up slides in, and how long it stays. */
export const POPUP_CALM_MS = 1_500;
export const POPUP_SHOW_MS = 10_000;

/** One offer's window: the pop-up shows once per window (a weekly offer comes back next week). */
export const offerKey = (offer: Pick<OfferDto, 'id' | 'run'>) => `${offer.id}:${offer.run}`;

/** What decides a calm moment: the road, no window, no battle, no ban, no first-steps guide talking. */
export interface PopupMoment {
  scene: SceneKey | null;
  windowsOpen: number;
  banned: boolean;
  tutorialFinished: boolean;
}

/** Whether the pop-up may show now: on the road with nothing else asking for the player's attention. */
export function calmForPopup(moment: PopupMoment): boolean {
  return moment.scene === 'Road' && moment.windowsOpen === 0 && !moment.banned && moment.tutorialFinished;
}

/** The offer to pop up: the first not seen (on any device) and not popped up in this session. */
export function popupOffer(offers: readonly OfferDto[], shown: ReadonlySet<string>): OfferDto | null {
  return offers.find((offer) => !offer.seen && !shown.has(offerKey(offer))) ?? null;
}

/**
 * The discount against the tab's price in whole percent, when both prices are in one and the same
 * resource; null otherwise (the gems offer, a price in other resources than the tab's).
 */
export function discountPercent(offer: Pick<OfferDto, 'price' | 'fullPrice'>): number | null {
  if (!offer.price || !offer.fullPrice) return null;
  const paid = Object.entries(offer.price).filter(([, amount]) => amount);
  const full = Object.entries(offer.fullPrice).filter(([, amount]) => amount);
  if (paid.length !== 1 || full.length !== 1 || paid[0]![0] !== full[0]![0]) return null;
  const [price, fullPrice] = [paid[0]![1]!, full[0]![1]!];
  if (fullPrice <= 0 || price >= fullPrice) return null;
  return Math.round((1 - price / fullPrice) * 100);
}
