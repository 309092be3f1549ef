import type { ResourceAmounts } from '../content/resources.ts';
import { hashParts } from '../random/hash.ts';
import { seedRng, weightedPick } from '../random/prng.ts';

/**
 * The delayed chest (content and rules). A player holds one chest at a time: `ensure` puts one on the
 * clock (its contents drawn then and shown), it opens `DELAYED_CHEST_WAIT_MS` later, `take` credits it
 * and the next `ensure` starts the next one. Gems open it early: one gem for each started
 * `DELAYED_CHEST_SPEEDUP_STEP_MS` still to wait.
 */
export const DELAYED_CHEST_WAIT_MS = 4 * 3_600_000;
export const DELAYED_CHEST_SPEEDUP_STEP_MS = 10 * 60_000;

export interface DelayedChestBundle {
  id: string;
  amounts: ResourceAmounts;
  weight: number;
}

/** The bundles a chest may hold, by the player's level when it was put on the clock (highest band that fits). */
export const DELAYED_CHEST_TIERS: readonly { fromLevel: number; bundles: readonly DelayedChestBundle[] }[] = [
  {
    fromLevel: 1,
    bundles: [
      { id: 'gold', amounts: { GOLD: 600 }, weight: 45 },
      { id: 'crystal', amounts: { GOLD: 200, CRYSTAL: 30 }, weight: 25 },
      { id: 'elixir', amounts: { GOLD: 200, ELIXIR: 10 }, weight: 20 },
      { id: 'ticket', amounts: { GOLD: 200, TICKETS: 1 }, weight: 7 },
      { id: 'gems', amounts: { GOLD: 200, MITHRIL: 5 }, weight: 3 },
    ],
  },
  {
    fromLevel: 15,
    bundles: [
      { id: 'gold', amounts: { GOLD: 1500 }, weight: 45 },
      { id: 'crystal', amounts: { GOLD: 500, CRYSTAL: 80 }, weight: 25 },
      { id: 'elixir', amounts: { GOLD: 500, ELIXIR: 25 }, weight: 20 },
      { id: 'ticket', amounts: { GOLD: 500, TICKETS: 1 }, weight: 7 },
      { id: 'gems', amounts: { GOLD: 500, MITHRIL: 10 }, weight: 3 },
    ],
  },
  {
    fromLevel: 40,
    bundles: [
      { id: 'gold', amounts: { GOLD: 4000 }, weight: 45 },
      { id: 'crystal', amounts: { GOLD: 1200, CRYSTAL: 200 }, weight: 25 },
      { id: 'elixir', amounts: { GOLD: 1200, ELIXIR: 60 }, weight: 20 },
      { id: 'ticket', amounts: { GOLD: 1200, TICKETS: 2 }, weight: 7 },
      { id: 'gems', amounts: { GOLD: 1200, MITHRIL: 20 }, weight: 3 },
    ],
  },
];

export function delayedChestTier(level: number) {
  let tier = DELAYED_CHEST_TIERS[0]!;
  for (const candidate of DELAYED_CHEST_TIERS) if (level >= candidate.fromLevel) tier = candidate;
  return tier;
}

/**
 * The contents of a player's `number`-th chest (1-based), drawn from a generator seeded by the world
 * seed, the player and the number: the same chest always holds the same bundle.
 */
export function drawDelayedChest(
  worldSeed: number,
  playerId: number,
  number: number,
  level: number,
): DelayedChestBundle {
  const bundles = delayedChestTier(level).bundles;
  const draw = weightedPick(
    seedRng(hashParts('delayed-chest', worldSeed, playerId, number)),
    bundles.map((item) => ({ item, weight: item.weight })),
  );
  return draw.value ?? bundles[0]!;
}

/** Gems that open the chest now: one per started step still to wait; 0 once it is open. */
export function delayedChestSpeedupPrice(readyAtMs: number, nowMs: number): number {
  const left = readyAtMs - nowMs;
  return left <= 0 ? 0 : Math.ceil(left / DELAYED_CHEST_SPEEDUP_STEP_MS);
}
