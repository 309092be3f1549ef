import type { ResourceAmounts } from '../content/resources.ts';
import {
  canRankUp,
  isWarriorClass,
  WARRIOR_CLASSES,
  type HeroTier,
  type WarriorClass,
} from '../content/warrior-classes.ts';
import { UNLOCKS } from '../unlocks.ts';

/** The hero shop's tabs (§2), and the Ark shop paid in event tokens. */
export const HERO_SHOP_TIERS = [
  'usual',
  'legendary',
  'mythical',
  'supreme',
  'ark',
] as const satisfies readonly HeroTier[];
export type ShopTier = (typeof HERO_SHOP_TIERS)[number];

/** §9: a player owns at most this many heroes (the squad is the 6 of them chosen for battle). */
export const MAX_HEROES = 60;

/**
 * Where each tier opens (§9: legend heroes from stair 30, myth from 100, supreme from 500) and the
 * price of a hero of it before the growth with the heroes owned. Ark heroes are sold for event
 * tokens from the start.
 */
export const HERO_SHOP: Record<ShopTier, { fromStair: number; price: ResourceAmounts }> = {
  usual: { fromStair: 1, price: { GOLD: 300 } },
  legendary: { fromStair: UNLOCKS.legendHeroStair, price: { GOLD: 2500, CRYSTAL: 20 } },
  mythical: { fromStair: UNLOCKS.mythHeroStair, price: { GOLD: 20000, CRYSTAL: 120 } },
  supreme: { fromStair: UNLOCKS.supremeHeroStair, price: { GOLD: 120000, CRYSTAL: 500 } },
  ark: { fromStair: 1, price: { EVENT_CURRENCY: 300 } },
};

export function isShopTier(value: string): value is ShopTier {
  return (HERO_SHOP_TIERS as readonly string[]).includes(value);
}

/**
 * The price of a hero of `tier` for a player owning `ownedHeroes` heroes: the tier's price ×
 * max(1, owned − 1), so the 3rd hero costs the base price, the 4th twice it, and so on. Ark heroes
 * cost the same tokens whatever the player owns.
 */
export function heroPrice(tier: ShopTier, ownedHeroes: number): ResourceAmounts {
  const factor = tier === 'ark' ? 1 : Math.max(1, Math.floor(ownedHeroes) - 1);
  const out: ResourceAmounts = {};
  for (const [kind, amount] of Object.entries(HERO_SHOP[tier].price) as [keyof ResourceAmounts, number][])
    out[kind] = amount * factor;
  return out;
}

/** The classes the shop sells on the `tier` tab, in the order of the class table. */
export function shopClasses(tier: ShopTier): WarriorClass[] {
  return (Object.keys(WARRIOR_CLASSES) as WarriorClass[]).filter((c) => WARRIOR_CLASSES[c].tier === tier);
}

/** The stair a player's shop unlocks follow: the higher of the current stair and the best victory. */
export function progressStair(player: { stair: number; bestVictoryStair: number }): number {
  return Math.max(player.stair, player.bestVictoryStair);
}

export function isTierOpen(tier: ShopTier, stair: number): boolean {
  return stair >= HERO_SHOP[tier].fromStair;
}

/** A bought hero starts at level 1; it is raised with gold up to the player's level (hero-level.ts). */
export const ARRIVAL_LEVEL = 1;

/**
 * The rank a bought hero starts at: 1 for classes that rank up; for the classes that cannot (§9,
 * they learn their forces at the fixed ranks 2 to 5), their rank cap, so every force is open to them.
 */
export function arrivalRank(warriorClass: WarriorClass): number {
  return canRankUp(warriorClass) ? 1 : WARRIOR_CLASSES[warriorClass].rankCap;
}

export type HeroPurchaseError = 'HERO_TIER_LOCKED' | 'HERO_CLASS_INVALID' | 'HERO_LIMIT';

/** Why a hero of `warriorClass` cannot be bought on the `tier` tab now, or null when it can. */
export function checkHeroPurchase(params: {
  tier: ShopTier;
  warriorClass: string;
  progressStair: number;
  ownedHeroes: number;
}): HeroPurchaseError | null {
  if (!isTierOpen(params.tier, params.progressStair)) return 'HERO_TIER_LOCKED';
  if (!isWarriorClass(params.warriorClass) || WARRIOR_CLASSES[params.warriorClass].tier !== params.tier)
    return 'HERO_CLASS_INVALID';
  if (params.ownedHeroes >= MAX_HEROES) return 'HERO_LIMIT';
  return null;
}
