import type { ResourceAmounts } from '../content/resources.ts';
import { WARRIOR_CLASSES, type HeroTier, type WarriorClass } from '../content/warrior-classes.ts';
import { heroPrice, HERO_SHOP } from '../heroes/hero-shop.ts';
import { campaignRunAt, type Campaign } from './campaigns.ts';

/**
 * Offers (§3 offer kinds): a deal of a limited time made to one player, shown once as a pop-up and
 * honoured once. Each offer has a window — counted from the account's creation (the first hero and
 * gems ×2, once in a player's life) or repeating weekly in Moscow time (the dragon and myth
 * discounts, once a run) — and a condition on the player. Content and rules, no clock: the moment
 * is given.
 */
export const OFFER_KINDS = ['FIRST_HERO', 'DRAGON_DISCOUNT', 'GEMS_X2', 'MYTH_DISCOUNT'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

type OfferWindow =
  | { kind: 'account'; afterHours: number; hours: number }
  | { kind: 'weekly'; calendar: Pick<Campaign, 'first' | 'hours' | 'repeatDays'> };

export type OfferGoods =
  /** A hero of one of `classes` (the player's choice) for `price`, or for the tab's price × `pricePercent` %. */
  | { kind: 'hero'; tier: HeroTier; classes: readonly WarriorClass[]; price: ResourceAmounts | null; pricePercent: number }
  /** The next emerald pack bought in the window credits its emeralds `multiplier` times. */
  | { kind: 'gems'; multiplier: number };

export interface OfferDef {
  id: string;
  kind: OfferKind;
  window: OfferWindow;
  /** Who gets the offer: from a level, from a progress stair, only a player who never bought emeralds. */
  minLevel: number;
  minStair: number;
  neverBought: boolean;
  goods: OfferGoods;
}

const classesOf = (tier: HeroTier) =>
  (Object.keys(WARRIOR_CLASSES) as WarriorClass[]).filter((c) => WARRIOR_CLASSES[c].tier === tier);

/** A Sunday and a Thursday in Moscow time, the weekly discounts' first runs. */
const weekly = (day: number, hour: number, hours: number) => ({
  kind: 'weekly' as const,
  calendar: { first: { year: 2025, month: 1, day, hour }, hours, repeatDays: 7 },
});

export const OFFERS: readonly OfferDef[] = [
  {
    id: 'first-hero',
    kind: 'FIRST_HERO',
    window: { kind: 'account', afterHours: 0, hours: 72 },
    minLevel: 2,
    minStair: 0,
    neverBought: false,
    goods: { kind: 'hero', tier: 'legendary', classes: classesOf('legendary'), price: { MITHRIL: 99 }, pricePercent: 100 },
  },
  {
    id: 'gems-x2',
    kind: 'GEMS_X2',
    window: { kind: 'account', afterHours: 24, hours: 72 },
    minLevel: 3,
    minStair: 0,
    neverBought: true,
    goods: { kind: 'gems', multiplier: 2 },
  },
  {
    id: 'dragon-discount',
    kind: 'DRAGON_DISCOUNT',
    window: weekly(12, 0, 24),
    minLevel: 1,
    minStair: HERO_SHOP.legendary.fromStair,
    neverBought: false,
    goods: { kind: 'hero', tier: 'legendary', classes: ['dragon'], price: null, pricePercent: 50 },
  },
  {
    id: 'myth-discount',
    kind: 'MYTH_DISCOUNT',
    window: weekly(9, 12, 24),
    minLevel: 1,
    minStair: HERO_SHOP.mythical.fromStair,
    neverBought: false,
    goods: { kind: 'hero', tier: 'mythical', classes: classesOf('mythical'), price: null, pricePercent: 50 },
  },
];

export function offerById(id: string): OfferDef | undefined {
  return OFFERS.find((o) => o.id === id);
}

/** What the offers' conditions read of a player. */
export interface OfferPlayer {
  createdAtMs: number;
  level: number;
  /** The higher of the stair and the best victory stair. */
  progressStair: number;
  /** Bonus points ever earned: above zero once any emeralds were bought. */
  bonusPoints: number;
}

export interface OfferRun {
  /** The window's number: 0 for an account window, the week's run for a weekly one. */
  run: number;
  startsAt: number;
  endsAt: number;
}

/** The window of `offer` open at `nowMs` for `player`, or null when the offer is not made now. */
export function offerRunAt(offer: OfferDef, player: OfferPlayer, nowMs: number): OfferRun | null {
  if (player.level < offer.minLevel || player.progressStair < offer.minStair) return null;
  if (offer.neverBought && player.bonusPoints > 0) return null;
  if (offer.window.kind === 'account') {
    const startsAt = player.createdAtMs + offer.window.afterHours * 3_600_000;
    const endsAt = startsAt + offer.window.hours * 3_600_000;
    return nowMs >= startsAt && nowMs < endsAt ? { run: 0, startsAt, endsAt } : null;
  }
  const run = campaignRunAt({ id: offer.id, type: 'HERO', gift: null, usesPerDay: null, usesPerRun: null, ...offer.window.calendar }, nowMs);
  return run.running ? { run: run.run, startsAt: run.startsAt, endsAt: run.endsAt } : null;
}

/** The offers made to `player` at `nowMs` with their windows, in the table's order. */
export function openOffers(player: OfferPlayer, nowMs: number): { offer: OfferDef; run: OfferRun }[] {
  const out: { offer: OfferDef; run: OfferRun }[] = [];
  for (const offer of OFFERS) {
    const run = offerRunAt(offer, player, nowMs);
    if (run) out.push({ offer, run });
  }
  return out;
}

/**
 * The price of a hero offer for a player owning `ownedHeroes`: its own price, or the tab's price
 * (which grows with the heroes owned) × its percent, rounded up. Null for the gems offer (paid in
 * the bank).
 */
export function offerPrice(offer: OfferDef, ownedHeroes: number): ResourceAmounts | null {
  const goods = offer.goods;
  if (goods.kind !== 'hero') return null;
  if (goods.price) return { ...goods.price };
  const full = heroPrice(goods.tier, ownedHeroes);
  const out: ResourceAmounts = {};
  for (const [kind, amount] of Object.entries(full) as [keyof ResourceAmounts, number][])
    out[kind] = Math.ceil((amount * goods.pricePercent) / 100);
  return out;
}
