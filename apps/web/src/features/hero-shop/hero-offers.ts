import { heroBaseStats } from '@rol/rules/battle/combatants';
import { arrivalRank } from '@rol/rules/heroes/hero-shop';
import { canRankUp, isWarriorClass, rankCapOf } from '@rol/rules/content/warrior-classes';
import type { heroShopDto } from '@rol/protocol/hero-dto';
import { FACTIONS, type Faction } from '@rol/rules/content/factions';
import type { z } from 'zod';

export type HeroShop = z.infer<typeof heroShopDto>;
export type HeroShopTab = HeroShop['tabs'][number];
export type HeroTier = HeroShopTab['tier'];

/** What an offer card tells about a class: its stats as a bought hero arrives (level 1), and its ranks. */
export interface OfferFacts {
  attack: number;
  defence: number;
  health: number;
  /** The rank cap (§9: 5, 6, 7 or 8). */
  rankCap: number;
  /** False for the classes that learn forces at the fixed ranks 2 to 5. */
  canRankUp: boolean;
}

/** The arrival stats of a hero of `warriorClass` (rules heroBaseStats at level 1 and its arrival rank); null for a class the client does not know. */
export function offerFacts(warriorClass: string): OfferFacts | null {
  if (!isWarriorClass(warriorClass)) return null;
  const stats = heroBaseStats({ warriorClass, level: 1, rank: arrivalRank(warriorClass) });
  return { ...stats, rankCap: rankCapOf(warriorClass), canRankUp: canRankUp(warriorClass) };
}

/** The tab shown first: the one asked for when the shop has it, else the first open one, else the first. */
export function initialTier(shop: HeroShop, wanted: HeroTier | null): HeroTier | null {
  if (wanted && shop.tabs.some((tab) => tab.tier === wanted)) return wanted;
  return (shop.tabs.find((tab) => tab.open) ?? shop.tabs[0])?.tier ?? null;
}

/** Whether the player can hire one more hero at all (the shop's hero limit). */
export function canHireMore(shop: Pick<HeroShop, 'ownedHeroes' | 'maxHeroes'>): boolean {
  return shop.ownedHeroes < shop.maxHeroes;
}

/** An offer's faction as the art knows it (an unknown one is drawn as none). */
export function offerFaction(faction: string): Faction {
  return (FACTIONS as readonly string[]).includes(faction) ? (faction as Faction) : 'none';
}
