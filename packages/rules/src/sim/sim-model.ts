import type { HeroLoadout } from '../battle/combatants.ts';
import type { ForceId } from '../content/forces.ts';
import type { ResourceAmounts } from '../content/resources.ts';
import type { SkillType } from '../content/skills.ts';
import { WARRIOR_CLASSES, type HeroTier, type WarriorClass } from '../content/warrior-classes.ts';
import type { RngState } from '../random/prng.ts';

/**
 * The simulated player's state and the stand-ins for rules the heroes issue (issue 5) has not built
 * yet. Every stand-in is a named constant here so the report can say what it assumed.
 */

/** A hero of the simulated squad: its battle loadout and its road health. */
export interface SimHero {
  loadout: HeroLoadout;
  health: number;
}

/** A force step running on a magic hammer: the force reaches `toRank` at `doneAt` (minutes). */
export interface ForceStep {
  heroId: number;
  forceId: ForceId;
  toRank: number;
  doneAt: number;
}

export interface SimPlayer {
  /** Next stair whose guard is undefeated (battleStair). */
  stair: number;
  level: number;
  exp: number;
  resources: Required<Pick<ResourceAmounts, 'GOLD' | 'CRYSTAL' | 'ELIXIR' | 'MITHRIL'>>;
  heroes: SimHero[];
  nextHeroId: number;
  steps: ForceStep[];
  /** Game time in minutes since the player started. */
  minutes: number;
  battles: number;
  /** Minutes spent resting for health. */
  restMinutes: number;
  /** The next everyday reward can be taken from this minute on. */
  nextDailyAt: number;
  rng: RngState;
}

/** Stand-in: heroes level with the player (the heroes issue will give heroes their own experience). */
export const HERO_LEVEL_FOLLOWS_PLAYER = true;
/** Stand-in: artifact slots per hero (§5 has a slot limit; its number comes with the heroes issue). */
export const ARTIFACT_SLOTS = 2;
/** Magic hammers: force steps running at once (issue 5: 2 by default). */
export const MAGIC_HAMMERS = 2;

/** Stand-in hero shop (issue 5): a tier's classes open at a stair; the price grows with the squad. */
export const HERO_SHOP: Record<Exclude<HeroTier, 'ark'>, { fromStair: number; price: ResourceAmounts }> = {
  usual: { fromStair: 1, price: { GOLD: 300 } },
  legendary: { fromStair: 30, price: { GOLD: 2500, CRYSTAL: 20 } },
  mythical: { fromStair: 100, price: { GOLD: 20000, CRYSTAL: 120 } },
  supreme: { fromStair: 500, price: { GOLD: 120000, CRYSTAL: 500 } },
};

/** The price of a hero of `tier` when the player owns `owned` heroes (×1 for the 3rd hero, ×2 the 4th, …). */
export function heroPrice(tier: Exclude<HeroTier, 'ark'>, owned: number): ResourceAmounts {
  const factor = Math.max(1, owned - 1);
  const out: ResourceAmounts = {};
  for (const [k, v] of Object.entries(HERO_SHOP[tier].price) as [keyof ResourceAmounts, number][])
    out[k] = v * factor;
  return out;
}

/** Stand-in: ranking a hero up from `rank` costs gold (and crystals from rank 4), growing ×2.2 a rank. */
export function rankUpCost(rank: number): ResourceAmounts {
  const gold = Math.round(400 * 2.2 ** Math.max(0, rank - 1));
  return rank >= 4 ? { GOLD: gold, CRYSTAL: 5 * rank } : { GOLD: gold };
}

/** Classes the shop sells, by tier (monster-only classes are usual heroes too, §3 roster). */
export function shopClasses(tier: Exclude<HeroTier, 'ark'>): WarriorClass[] {
  return (Object.keys(WARRIOR_CLASSES) as WarriorClass[]).filter((c) => WARRIOR_CLASSES[c].tier === tier);
}

/** Stand-in: heroes of classes that cannot rank up arrive at the last fixed force rank (5). */
export const FIXED_RANK_ARRIVAL = 5;

/** Gold a crystal is worth when the player compares prices (crystals are scarce). */
export const GOLD_PER_CRYSTAL = 60;

/** Time model, in minutes of game time. */
export const WALK_MINUTES_PER_STAIR = 0.5;
export const BATTLE_MINUTES = 1;
export const MINUTES_PER_BLOW = 0.1;
export const DAY_MINUTES = 24 * 60;
/** §9: health recovers +1 per minute; the server's restore prices (elixir heals 20, a gem 100). */
export const HEALTH_PER_MINUTE = 1;
export const HEALTH_PER_ELIXIR = 20;
export const HEALTH_PER_GEM = 100;

/** The player fights only with at least this share of the squad's health, else rests first. */
export const FIGHT_HEALTH_SHARE = 0.5;

export type SkillPoints = Partial<Record<SkillType, number>>;
