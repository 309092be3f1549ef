/**
 * The bank of gems (§2): emerald packs sold for real money. Content data: prices per currency in
 * the currency's smallest unit (kopecks, cents; Telegram Stars are whole stars).
 */

/**
 * Currencies the bank prices in: roubles (the default), dollars, euros, Telegram Stars, VK votes.
 * VK charges its players in votes (one vote costs the player 7 roubles): a pack's price in votes is
 * a round number of votes that costs no more than its rouble price, so VK players see what VK
 * charges them.
 */
export const PAY_CURRENCIES = ['RUB', 'USD', 'EUR', 'XTR', 'VOTE'] as const;
export type PayCurrency = (typeof PAY_CURRENCIES)[number];

export interface GemPack {
  id: string;
  /** Emeralds credited (mithril balance). */
  gems: number;
  /** Extra emeralds included in `gems`, shown as the pack's bonus. */
  bonus: number;
  /** Wheel tickets the purchase earns besides its emeralds (credited with the purchase's rewards). */
  wheelTickets: number;
  /** Price in the currency's smallest unit (whole stars, whole votes). */
  prices: Record<PayCurrency, number>;
}

export const GEM_PACKS: readonly GemPack[] = [
  { id: 'gems_50', gems: 50, bonus: 0, wheelTickets: 1, prices: { RUB: 4_900, USD: 99, EUR: 99, XTR: 25, VOTE: 7 } },
  { id: 'gems_110', gems: 110, bonus: 10, wheelTickets: 2, prices: { RUB: 9_900, USD: 199, EUR: 199, XTR: 50, VOTE: 14 } },
  {
    id: 'gems_240',
    gems: 240,
    bonus: 40,
    wheelTickets: 5,
    prices: { RUB: 19_900, USD: 399, EUR: 399, XTR: 100, VOTE: 28 },
  },
  {
    id: 'gems_650',
    gems: 650,
    bonus: 150,
    wheelTickets: 15,
    prices: { RUB: 49_900, USD: 999, EUR: 999, XTR: 250, VOTE: 70 },
  },
  {
    id: 'gems_1400',
    gems: 1_400,
    bonus: 400,
    wheelTickets: 35,
    prices: { RUB: 99_900, USD: 1_999, EUR: 1_999, XTR: 500, VOTE: 140 },
  },
  {
    id: 'gems_3800',
    gems: 3_800,
    bonus: 1_300,
    wheelTickets: 100,
    prices: { RUB: 249_000, USD: 4_999, EUR: 4_999, XTR: 1_250, VOTE: 350 },
  },
];

/**
 * The wheel tickets a purchase of a pack of `gems` emeralds earns (0 for an amount no pack holds).
 * A payment records its pack's emeralds, which tell the packs apart.
 */
export function packWheelTickets(gems: number): number {
  return GEM_PACKS.find((pack) => pack.gems === gems)?.wheelTickets ?? 0;
}

/** Minor units per major unit: 100 for money, 1 for Telegram Stars and VK votes. */
export const CURRENCY_MINOR: Record<PayCurrency, number> = { RUB: 100, USD: 100, EUR: 100, XTR: 1, VOTE: 1 };

export function gemPackOf(id: string): GemPack | null {
  return GEM_PACKS.find((pack) => pack.id === id) ?? null;
}

/**
 * The currency the bank shows and charges in: Telegram sells for Stars, VK for votes; the mystore
 * platform charges in roubles unless its player pays in dollars or euros (§5, the currency its
 * sign-in reports); every other platform and our own site in roubles.
 */
export function bankCurrency(source: string, requested: string | null | undefined): PayCurrency {
  const asked = (requested ?? '').toUpperCase();
  if (source === 'tg') return 'XTR';
  if (source === 'vk') return 'VOTE';
  if (source === 'mystore' && (asked === 'USD' || asked === 'EUR')) return asked;
  return 'RUB';
}

/** The pack's price as a decimal text in major units ("49.00", "0.99", "25"). */
export function priceText(pack: GemPack, currency: PayCurrency): string {
  const minor = CURRENCY_MINOR[currency];
  const amount = pack.prices[currency];
  return minor === 1 ? String(amount) : (amount / minor).toFixed(2);
}

/**
 * The pack a platform's payment of `amountMinor` in `currency` pays for: the pack named, when the
 * amount is at least its price (a platform's discount is its own business only when it is ours).
 */
export function paidPack(productId: string, currency: PayCurrency, amountMinor: number): GemPack | null {
  const pack = gemPackOf(productId);
  return pack !== null && amountMinor >= pack.prices[currency] ? pack : null;
}
