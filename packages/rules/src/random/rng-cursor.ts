import { chance, nextFloat, nextInt, pick, weightedPick, type RngState } from './prng.ts';

/**
 * A local cursor over an immutable state, for code that draws many values in one pure function
 * (a battle step, a stair's places). It copies nothing shared: it starts from a state, advances
 * its own copy, and `state` gives the state to store afterwards.
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
  let state = start;
  return {
    get state() {
      return state;
    },
    float() {
      const d = nextFloat(state);
      state = d.state;
      return d.value;
    },
    int(min, max) {
      const d = nextInt(state, min, max);
      state = d.state;
      return d.value;
    },
    chance(p) {
      const d = chance(state, p);
      state = d.state;
      return d.value;
    },
    pick(items) {
      const d = pick(state, items);
      state = d.state;
      return d.value;
    },
    weighted(items) {
      const d = weightedPick(state, items);
      state = d.state;
      return d.value;
    },
  };
}
