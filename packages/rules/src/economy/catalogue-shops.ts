import { ARTIFACTS, type ArtifactId } from '../content/artifacts.ts';
import { isAmuletEffectType } from '../content/artifact-effect-types.ts';
import type { ConsumableId } from '../content/consumables.ts';
import type { Balance, ResourceAmounts } from '../content/resources.ts';
import type { CardType } from '../heroes/cards.ts';
import { CLAN_SHOP_OFFERS } from '../clans/clan-shop.ts';

/**
 * The catalogue shops (§2): the amulet shop, the portal shop, the faction shop and the market. Each
 * sells a fixed list of offers; an offer gives one kind of goods for a price in any balance (the
 * faction shop's in the sides' points), at most `dailyLimit` times per server day when it has one.
 * The clan shop (`clans/clan-shop.ts`) is one of them, open to clan members only.
 */
export const CATALOGUE_SHOPS = ['amulet', 'portal', 'faction', 'market', 'clan'] as const;
export type CatalogueShop = (typeof CATALOGUE_SHOPS)[number];

export function isCatalogueShop(value: string): value is CatalogueShop {
  return (CATALOGUE_SHOPS as readonly string[]).includes(value);
}

/** What one purchase gives. */
export type ShopGoods =
  | { kind: 'artifact'; artifactId: ArtifactId; level: number }
  | { kind: 'consumable'; consumableId: ConsumableId; count: number }
  | { kind: 'card'; card: CardType; count: number }
  | { kind: 'resources'; amounts: ResourceAmounts };

/** A price in any balance, the faction points included. */
export type BalanceAmounts = Partial<Record<Balance, number>>;

export interface ShopOffer {
  id: string;
  goods: ShopGoods;
  price: BalanceAmounts;
  /** Purchases per server day; null: no limit. */
  dailyLimit: number | null;
  /** The clan shop's offers: the clan level the offer opens at. */
  fromClanLevel?: number;
}

export interface ShopDef {
  /** The progress stair (higher of stair and best victory) the shop opens at. */
  fromStair: number;
  /** Members of a clan only (the clan shop); its offers open with the clan's level. */
  clanOnly?: boolean;
  offers: readonly ShopOffer[];
}

/** One purchase request buys at most this many of an offer. */
export const MAX_BUY_COUNT = 20;

const amulet = (artifactId: ArtifactId, gems: number, dailyLimit: number): ShopOffer => ({
  id: artifactId,
  goods: { kind: 'artifact', artifactId, level: 1 },
  price: { mithril: gems },
  dailyLimit,
});

/**
 * Amulets (§5: artifacts whose effect is not attack, defence, attack_defence or health) at level 1
 * for gems; the VIP ones dearer and one a day.
 */
const AMULET_OFFERS: readonly ShopOffer[] = [
  amulet('koschey_needle', 120, 3),
  amulet('koschey_egg', 120, 3),
  amulet('viper_fang', 80, 3),
  amulet('hydra_fang', 200, 3),
  amulet('phoenix_feather_amulet', 150, 3),
  amulet('svarog_hammer', 150, 3),
  amulet('gorgon_eye', 150, 3),
  amulet('fire_amulet', 100, 3),
  amulet('shadow_cloak', 100, 3),
  amulet('inkub_amulet', 180, 3),
  amulet('sukkub_amulet', 180, 3),
  amulet('witch_amulet', 180, 3),
  amulet('vip_koschey_crown', 600, 1),
  amulet('vip_witch_mirror', 600, 1),
  // Golden tickets (one per 100 emeralds bought) buy the VIP amulets without emeralds.
  { id: 'golden_koschey_crown', goods: { kind: 'artifact', artifactId: 'vip_koschey_crown', level: 1 }, price: { goldenTickets: 5 }, dailyLimit: 1 },
  { id: 'golden_witch_mirror', goods: { kind: 'artifact', artifactId: 'vip_witch_mirror', level: 1 }, price: { goldenTickets: 5 }, dailyLimit: 1 },
];

/**
 * The portal shop: what the far road's currencies buy. Amethysts (found from stair 30) and caviar
 * (from stair 100) pay for resurrection items, the strongest scrolls, cards and wheel tickets.
 */
const PORTAL_OFFERS: readonly ShopOffer[] = [
  { id: 'phoenix_feather', goods: { kind: 'consumable', consumableId: 'phoenix_feather', count: 1 }, price: { sulfur: 6 }, dailyLimit: 5 },
  { id: 'living_water', goods: { kind: 'consumable', consumableId: 'living_water', count: 1 }, price: { sulfur: 10 }, dailyLimit: 3 },
  { id: 'plague_scroll', goods: { kind: 'consumable', consumableId: 'plague_scroll', count: 3 }, price: { sulfur: 5 }, dailyLimit: 5 },
  { id: 'mouse_card', goods: { kind: 'card', card: 'mouse', count: 1 }, price: { sulfur: 15 }, dailyLimit: 2 },
  { id: 'snake_card', goods: { kind: 'card', card: 'snake', count: 1 }, price: { caviar: 6 }, dailyLimit: 2 },
  { id: 'wheel_ticket', goods: { kind: 'resources', amounts: { TICKETS: 1 } }, price: { caviar: 3 }, dailyLimit: 3 },
];

/**
 * The faction shop: the side of good sells for good points what heals and protects, the side of
 * evil for evil points what poisons and burns, the side of shadow for shadow points what freezes
 * and enrages.
 */
const FACTION_OFFERS: readonly ShopOffer[] = [
  { id: 'good_blessing', goods: { kind: 'consumable', consumableId: 'blessing_scroll', count: 2 }, price: { goodPoints: 20 }, dailyLimit: 5 },
  { id: 'good_healing', goods: { kind: 'consumable', consumableId: 'healing_elixir', count: 3 }, price: { goodPoints: 15 }, dailyLimit: 5 },
  { id: 'good_phoenix', goods: { kind: 'artifact', artifactId: 'phoenix_feather_amulet', level: 1 }, price: { goodPoints: 150 }, dailyLimit: 1 },
  { id: 'evil_plague', goods: { kind: 'consumable', consumableId: 'plague_scroll', count: 2 }, price: { evilPoints: 20 }, dailyLimit: 5 },
  { id: 'evil_fire', goods: { kind: 'consumable', consumableId: 'fire_scroll', count: 3 }, price: { evilPoints: 15 }, dailyLimit: 5 },
  { id: 'evil_shadow', goods: { kind: 'artifact', artifactId: 'shadow_cloak', level: 1 }, price: { evilPoints: 150 }, dailyLimit: 1 },
  { id: 'shadow_ice', goods: { kind: 'consumable', consumableId: 'ice_scroll', count: 2 }, price: { shadowPoints: 10 }, dailyLimit: 5 },
  { id: 'shadow_rage', goods: { kind: 'consumable', consumableId: 'rage_elixir', count: 2 }, price: { shadowPoints: 20 }, dailyLimit: 5 },
];

/**
 * The market: lots of one resource for another at fixed rates with a daily limit each. Every rate
 * loses on the way back (gold → crystals → gold returns half), so no round trip makes anything;
 * gems buy the free resources but nothing buys gems.
 */
const MARKET_OFFERS: readonly ShopOffer[] = [
  { id: 'gold_to_crystal', goods: { kind: 'resources', amounts: { CRYSTAL: 10 } }, price: { gold: 1000 }, dailyLimit: 10 },
  { id: 'crystal_to_gold', goods: { kind: 'resources', amounts: { GOLD: 500 } }, price: { crystal: 10 }, dailyLimit: 10 },
  { id: 'gold_to_elixir', goods: { kind: 'resources', amounts: { ELIXIR: 10 } }, price: { gold: 800 }, dailyLimit: 10 },
  { id: 'elixir_to_gold', goods: { kind: 'resources', amounts: { GOLD: 400 } }, price: { elixir: 10 }, dailyLimit: 10 },
  { id: 'gems_to_gold', goods: { kind: 'resources', amounts: { GOLD: 2000 } }, price: { mithril: 10 }, dailyLimit: 5 },
  { id: 'gems_to_crystal', goods: { kind: 'resources', amounts: { CRYSTAL: 20 } }, price: { mithril: 10 }, dailyLimit: 5 },
  { id: 'caviar_to_ticket', goods: { kind: 'resources', amounts: { TICKETS: 1 } }, price: { caviar: 4 }, dailyLimit: 3 },
  { id: 'amethyst_to_crystal', goods: { kind: 'resources', amounts: { CRYSTAL: 15 } }, price: { sulfur: 3 }, dailyLimit: 5 },
  // The arena's cups buy the tickets its attacks beyond the free ones cost.
  { id: 'cups_to_ticket', goods: { kind: 'resources', amounts: { TICKETS: 1 } }, price: { cups: 3 }, dailyLimit: 3 },
];

/** Where each shop opens: amulets and the market from the start, the portal shop where amethysts appear. */
export const SHOPS: Record<CatalogueShop, ShopDef> = {
  amulet: { fromStair: 1, offers: AMULET_OFFERS },
  portal: { fromStair: 30, offers: PORTAL_OFFERS },
  faction: { fromStair: 1, offers: FACTION_OFFERS },
  market: { fromStair: 1, offers: MARKET_OFFERS },
  clan: { fromStair: 1, clanOnly: true, offers: CLAN_SHOP_OFFERS },
};

export function findOffer(shop: CatalogueShop, offerId: string): ShopOffer | null {
  return SHOPS[shop].offers.find((offer) => offer.id === offerId) ?? null;
}

/** `price` times `count`. */
export function offerPrice(offer: ShopOffer, count: number): BalanceAmounts {
  const out: BalanceAmounts = {};
  for (const [balance, amount] of Object.entries(offer.price) as [Balance, number][]) out[balance] = amount * count;
  return out;
}

/** Whether the artifact is an amulet the amulet shop may sell. */
export function isAmulet(artifactId: ArtifactId): boolean {
  return isAmuletEffectType(ARTIFACTS[artifactId].effectType);
}

export type ShopBuyRefusal = 'SHOP_LOCKED' | 'SHOP_DAILY_LIMIT' | 'CLAN_NOT_MEMBER' | 'CLAN_SHOP_LEVEL';

/**
 * Why `count` more of `offer` cannot be bought now (before the price), or null. `clanLevel` is the
 * level of the buyer's clan (null or absent: in no clan), read by the clan shop only.
 */
export function checkShopBuy(params: {
  shop: CatalogueShop;
  offer: ShopOffer;
  count: number;
  progressStair: number;
  boughtToday: number;
  clanLevel?: number | null;
}): ShopBuyRefusal | null {
  if (params.progressStair < SHOPS[params.shop].fromStair) return 'SHOP_LOCKED';
  if (SHOPS[params.shop].clanOnly) {
    const clanLevel = params.clanLevel ?? null;
    if (clanLevel === null) return 'CLAN_NOT_MEMBER';
    if (clanLevel < (params.offer.fromClanLevel ?? 1)) return 'CLAN_SHOP_LEVEL';
  }
  const limit = params.offer.dailyLimit;
  if (limit !== null && params.boughtToday + params.count > limit) return 'SHOP_DAILY_LIMIT';
  return null;
}
