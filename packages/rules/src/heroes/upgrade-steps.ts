import {
  checkForceLearnable,
  FORCES,
  forceStepCost,
  forceStepSeconds,
  type ForceId,
} from '../content/forces.ts';
import type { ResourceAmounts } from '../content/resources.ts';
import { canRankUp, rankCapOf, type WarriorClass } from '../content/warrior-classes.ts';

/**
 * Upgrade steps (§4 "force and rank upgrades take time"): a force step studies a force (to rank 1)
 * or improves it by one rank; a rank step raises the hero's rank by one. Each runs on a magic hammer
 * (hammers.ts) until `doneAt`, and can be sped up with gems or finished at once with a card.
 */
export type UpgradeStepKind = 'force' | 'rank';

/** A step that may start: the rank it reaches, how long it takes and what it costs. */
export interface StepPlan {
  ok: true;
  toRank: number;
  seconds: number;
  cost: ResourceAmounts;
}

/** The next step of `forceId` on a hero whose force stands at `currentForceRank` (0 = not studied). */
export function forceStep(
  hero: { warriorClass: WarriorClass; rank: number },
  forceId: string,
  currentForceRank: number,
): StepPlan | { ok: false; error: 'INCOMPATIBLE_FORCE' | 'FORCE_MAX_RANK' } {
  const incompatible = checkForceLearnable(hero.warriorClass, hero.rank, forceId);
  if (incompatible) return { ok: false, error: incompatible };
  const id = forceId as ForceId;
  const current = Math.max(0, Math.floor(currentForceRank));
  if (current >= FORCES[id].maxRank) return { ok: false, error: 'FORCE_MAX_RANK' };
  const toRank = current + 1;
  return { ok: true, toRank, seconds: forceStepSeconds(id, toRank), cost: forceStepCost(id, toRank) };
}

/**
 * Rank-up steps: from `rank`, GOLD `baseGold` × `goldGrowth`^(rank − 1), plus `crystalPerRank` ×
 * rank CRYSTAL from `crystalFromRank`; `baseSeconds` × `secondsGrowth`^(rank − 1) seconds.
 */
export const RANK_STEPS = {
  baseGold: 400,
  goldGrowth: 2.2,
  crystalFromRank: 4,
  crystalPerRank: 5,
  baseSeconds: 1800,
  secondsGrowth: 1.8,
} as const;

/** The price of ranking a hero up from `rank` to `rank + 1`. */
export function rankUpCost(rank: number): ResourceAmounts {
  const r = Math.max(1, Math.floor(rank));
  const gold = Math.round(RANK_STEPS.baseGold * RANK_STEPS.goldGrowth ** (r - 1));
  return r >= RANK_STEPS.crystalFromRank
    ? { GOLD: gold, CRYSTAL: RANK_STEPS.crystalPerRank * r }
    : { GOLD: gold };
}

/** Seconds a rank-up from `rank` takes. */
export function rankUpSeconds(rank: number): number {
  const r = Math.max(1, Math.floor(rank));
  return Math.round(RANK_STEPS.baseSeconds * RANK_STEPS.secondsGrowth ** (r - 1));
}

/**
 * The next rank step of a hero. Ranks improve only on the main class (§5): the hero's own
 * `warriorClass`, never a class it borrows. Classes that cannot rank up (§9) answer
 * RANK_UP_FORBIDDEN; a hero at its rank cap (with its Ark cards, +2 each) answers RANK_MAX.
 */
export function rankStep(hero: {
  warriorClass: WarriorClass;
  rank: number;
  arkCards: number;
}): StepPlan | { ok: false; error: 'RANK_UP_FORBIDDEN' | 'RANK_MAX' } {
  if (!canRankUp(hero.warriorClass)) return { ok: false, error: 'RANK_UP_FORBIDDEN' };
  if (hero.rank >= rankCapOf(hero.warriorClass, hero.arkCards)) return { ok: false, error: 'RANK_MAX' };
  const rank = Math.max(1, Math.floor(hero.rank));
  return { ok: true, toRank: rank + 1, seconds: rankUpSeconds(rank), cost: rankUpCost(rank) };
}

/** A step that is running: on which hero, of what. */
export interface RunningStep {
  heroId: number;
  kind: UpgradeStepKind;
  /** The force of a force step; absent for a rank step. */
  forceId?: string | null;
}

/**
 * A hero runs at most one step per force and one rank step at a time (a second one would plan from
 * the same current rank): FORCE_UPGRADE_RUNNING or RANK_UPGRADE_RUNNING when `step` meets a running one.
 */
export function checkStepConflict(
  running: readonly RunningStep[],
  step: RunningStep,
): 'FORCE_UPGRADE_RUNNING' | 'RANK_UPGRADE_RUNNING' | null {
  const clash = running.some(
    (s) =>
      s.heroId === step.heroId &&
      s.kind === step.kind &&
      (step.kind === 'rank' || (s.forceId ?? null) === (step.forceId ?? null)),
  );
  if (!clash) return null;
  return step.kind === 'rank' ? 'RANK_UPGRADE_RUNNING' : 'FORCE_UPGRADE_RUNNING';
}

/** Seconds of a step one gem buys off when speeding it up. */
export const SPEED_UP_SECONDS_PER_GEM = 300;

/** Gems (MITHRIL) to finish at once a step with `remainingSeconds` left: ⌈remaining / 300⌉, at least 1; 0 when done. */
export function speedUpPrice(remainingSeconds: number): number {
  if (!(remainingSeconds > 0)) return 0;
  return Math.max(1, Math.ceil(remainingSeconds / SPEED_UP_SECONDS_PER_GEM));
}

/** Whole seconds left of a step ending at `doneAtMs` (0 once done). */
export function remainingSeconds(doneAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((doneAtMs - nowMs) / 1000));
}

/** True once the step ending at `doneAtMs` is done (timers are resolved lazily on read, docs/architecture.md, "Game state"). */
export function stepDone(doneAtMs: number, nowMs: number): boolean {
  return nowMs >= doneAtMs;
}
