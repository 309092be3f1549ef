import type { RngState } from './prng.ts';

/**
 * A local cursor over an immutable state, for code that draws many values in one pure function
 * (a battle step, a stair's places). It starts from a state, advances its own copy (four local
 * words, no allocation per draw), and `state` gives the state to store afterwards. It draws exactly
 * the values of `nextUint32`/`nextFloat`/`nextInt`/`chance`/`pick`/`weightedPick` in prng.ts.
 */
export interface RngCursor {
  readonly state: RngState;
  float(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T | undefined;
  weighted<T>(items: readonly { item: T; weight: number }[]): T | undefined;
}

export function rngCursor(start: RngState): RngCursor {
  let [a, b, c, d] = start;
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  };
  const float = (): number => nextUint32() / 4294967296;
  const int = (min: number, max: number): number => {
    const lo = Math.floor(Math.min(min, max));
    const hi = Math.floor(Math.max(min, max));
    return lo + Math.floor(float() * (hi - lo + 1));
  };
  return {
    get state(): RngState {
      return [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
    },
    float,
    int,
    chance: (p) => float() < p,
    pick: (items) => items[int(0, Math.max(0, items.length - 1))],
    weighted(items) {
      let total = 0;
      for (const entry of items) total += Math.max(0, entry.weight);
      let roll = float() * total;
      for (const entry of items) {
        const w = Math.max(0, entry.weight);
        if (w > 0 && roll < w) return entry.item;
        roll -= w;
      }
      return [...items].reverse().find((e) => e.weight > 0)?.item;
    },
  };
}
