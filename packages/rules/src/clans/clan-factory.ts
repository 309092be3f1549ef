import { chance, nextInt, pick, type RngState } from '../random/prng.ts';

/** §9: once a day, a gift: 30 % gears (into the clan's treasury), 70 % a random resource for the member. */
export const FACTORY_GEARS_CHANCE = 0.3;

export const FACTORY_RESOURCES = ['gold', 'crystal', 'elixir', 'mithril'] as const;
export type FactoryResource = (typeof FACTORY_RESOURCES)[number];

/** Amount ranges at factory level 1; multiplied by the level. */
const RANGES: Record<FactoryResource | 'gears', readonly [number, number]> = {
  gears: [10, 20],
  gold: [500, 1500],
  crystal: [2, 6],
  elixir: [5, 15],
  mithril: [1, 3],
};

export type FactoryGift =
  | { kind: 'GEARS'; amount: number }
  | { kind: 'RESOURCE'; resource: FactoryResource; amount: number };

/** Rolls a gift for a factory of `level` (≥ 1) from the stored state. */
export function rollFactoryGift(rng: RngState, level: number): { gift: FactoryGift; rng: RngState } {
  const gears = chance(rng, FACTORY_GEARS_CHANCE);
  if (gears.value) {
    const amount = nextInt(gears.state, RANGES.gears[0], RANGES.gears[1]);
    return { gift: { kind: 'GEARS', amount: amount.value * level }, rng: amount.state };
  }
  const resource = pick(gears.state, FACTORY_RESOURCES);
  const chosen = resource.value ?? 'gold';
  const [min, max] = RANGES[chosen];
  const amount = nextInt(resource.state, min, max);
  return { gift: { kind: 'RESOURCE', resource: chosen, amount: amount.value * level }, rng: amount.state };
}
