import type { ShopOffer } from '../economy/catalogue-shops.ts';

/** A clan shop offer: a catalogue offer that opens at a clan level. */
export interface ClanShopOffer extends ShopOffer {
  /** The clan level (1 plus its buildings' levels) the offer opens at. */
  fromClanLevel: number;
  dailyLimit: number;
}

/**
 * The clan shop: members only, paid from the member's own balances. Each offer opens with the
 * clan's level, so building up the clan opens better goods; each has a small per-member limit of
 * the server day. Prices sit below the other shops' for the same goods (the clan's reward for
 * building), and nothing sold here buys a resource back.
 */
export const CLAN_SHOP_OFFERS: readonly ClanShopOffer[] = [
  { id: 'clan_healing', goods: { kind: 'consumable', consumableId: 'healing_elixir', count: 3 }, price: { gold: 1500 }, dailyLimit: 3, fromClanLevel: 1 },
  { id: 'clan_blessing', goods: { kind: 'consumable', consumableId: 'blessing_scroll', count: 2 }, price: { gold: 2500 }, dailyLimit: 2, fromClanLevel: 1 },
  // The order's points (the day's task of gifts to the clan) buy from the order's own stores.
  { id: 'clan_order_stone_skin', goods: { kind: 'consumable', consumableId: 'stone_skin_elixir', count: 2 }, price: { orderPoints: 15 }, dailyLimit: 3, fromClanLevel: 1 },
  { id: 'clan_stone_skin', goods: { kind: 'consumable', consumableId: 'stone_skin_elixir', count: 2 }, price: { crystal: 15 }, dailyLimit: 2, fromClanLevel: 2 },
  { id: 'clan_order_phoenix', goods: { kind: 'consumable', consumableId: 'phoenix_feather', count: 1 }, price: { orderPoints: 40 }, dailyLimit: 1, fromClanLevel: 3 },
  { id: 'clan_fire', goods: { kind: 'consumable', consumableId: 'fire_scroll', count: 3 }, price: { elixir: 25 }, dailyLimit: 2, fromClanLevel: 3 },
  { id: 'clan_ticket', goods: { kind: 'resources', amounts: { TICKETS: 1 } }, price: { gold: 4000 }, dailyLimit: 1, fromClanLevel: 5 },
  { id: 'clan_phoenix', goods: { kind: 'consumable', consumableId: 'phoenix_feather', count: 1 }, price: { mithril: 25 }, dailyLimit: 1, fromClanLevel: 7 },
  { id: 'clan_living_water', goods: { kind: 'consumable', consumableId: 'living_water', count: 1 }, price: { mithril: 40 }, dailyLimit: 1, fromClanLevel: 10 },
  { id: 'clan_eagle_card', goods: { kind: 'card', card: 'eagle', count: 1 }, price: { mithril: 60 }, dailyLimit: 1, fromClanLevel: 12 },
  { id: 'clan_svarog_hammer', goods: { kind: 'artifact', artifactId: 'svarog_hammer', level: 1 }, price: { mithril: 110 }, dailyLimit: 1, fromClanLevel: 15 },
];
