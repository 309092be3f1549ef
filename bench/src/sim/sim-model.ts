import type { HeroLoadout } from '@rol/rules/battle/combatants';
import type { ArtifactId } from '@rol/rules/content/artifacts';
import type { ForceId } from '@rol/rules/content/forces';
import type { SkillType } from '@rol/rules/content/skills';
import type { RngState } from '@rol/rules/random/prng';
import type { SimResource } from './sim-balances.ts';
import type { SimEconomy } from './sim-economy.ts';

/**
 * The simulated player's state and the simulation's own assumptions (time model, how it values
 * crystals). The heroes rules themselves (shop, rank and force steps, hammers, slots, hero levels,
 * exchange) come from `heroes/`.
 */

/** A hero of the simulated squad: its battle loadout and its road health. */
export interface SimHero {
  loadout: HeroLoadout;
  health: number;
  /** Event tokens the hero cost (an Ark hero): an exchange gives them back (heroes/hero-exchange.ts). */
  spentTokens?: number;
}

/**
 * A force or rank step running on a magic hammer: the force (or, for a rank step, the hero's rank)
 * reaches `toRank` at `doneAt` (minutes).
 */
export interface SimStep {
  heroId: number;
  kind: 'force' | 'rank';
  /** The force of a force step; null for a rank step. */
  forceId: ForceId | null;
  toRank: number;
  doneAt: number;
}

/** An artifact lying in the player's storage (taken off a hero, or found with every slot full). */
export interface StoredArtifact {
  artifactId: ArtifactId;
  level: number;
}

export interface SimPlayer {
  /** Next stair whose guard is undefeated (battleStair). */
  stair: number;
  level: number;
  exp: number;
  resources: Record<SimResource, number>;
  /** The squad (at most MAX_SQUAD); the hero with id OWN_HERO_ID is the player's own character. */
  heroes: SimHero[];
  /** Heroes owned but out of the squad (the own character when a recruit took its place). */
  bench: SimHero[];
  nextHeroId: number;
  steps: SimStep[];
  storage: StoredArtifact[];
  /** Set when slots grew or a hero left: the stored artifacts are tried on the squad again. */
  rearm: boolean;
  /** Reforges done on the server (Moscow) day `day` (heroes/forge.ts, game time from the epoch). */
  forge: { day: string; count: number };
  /** Game time in minutes since the player started. */
  minutes: number;
  battles: number;
  /** Minutes spent resting for health. */
  restMinutes: number;
  /** The next everyday reward can be taken from this minute on. */
  nextDailyAt: number;
  rng: RngState;
  /** Balances' sources and sinks, the promotions and boosters (sim-economy.ts). */
  economy: SimEconomy;
}

/** Every balance of the game is simulated (sim-balances.ts). */
export { SIM_RESOURCES, type SimResource } from './sim-balances.ts';

/**
 * The player's own character, their first hero: it is the player, so it levels with the player
 * (the other heroes are raised with gold, heroes/hero-level.ts) and is never given away in an
 * exchange (heroes/hero-exchange.ts).
 */
export const OWN_HERO_ID = 1;

/** Artifacts the player keeps in storage; beyond that the weakest are reforged (or dropped). */
export const STORAGE_KEPT = 8;

/** Gold a crystal is worth when the player compares prices (crystals are scarce). */
export const GOLD_PER_CRYSTAL = 60;

/** Time model, in minutes of game time. */
export const WALK_MINUTES_PER_STAIR = 0.5;
export const BATTLE_MINUTES = 1;
export const MINUTES_PER_BLOW = 0.1;
export const DAY_MINUTES = 24 * 60;
/** §9: health recovers +1 per minute (restore prices: rules economy/health-restore). */
export const HEALTH_PER_MINUTE = 1;

/**
 * Won battles' gold on its stair that the player keeps for upgrades rather than pay the healer with.
 * Paying the healer saves rest, and the rest is when the day's gifts, the wheel and the chests come:
 * with a reserve of 20 or 60 battles the simulated players reached the next stairs with fewer of
 * them and stopped at a wall near stair 230; with 150 they all went on (docs/economy.md, "Health").
 */
export const GOLD_RESERVE_BATTLES = 150;

/** The player fights only with at least this share of the squad's health, else rests first. */
export const FIGHT_HEALTH_SHARE = 0.5;

export type SkillPoints = Partial<Record<SkillType, number>>;
