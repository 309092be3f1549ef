/**
 * A small, fast, serializable PRNG: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator).
 * The state is four uint32 words, plain data that can be stored as JSON with what it affects
 * (a battle keeps its own state). Every function is pure: it takes a state and returns the drawn
 * value together with the next state; nothing is mutated.
 */
export type RngState = readonly [number, number, number, number];

/** A drawn value and the state to draw the next value from. */
export interface Draw<T> {
  value: T;
  state: RngState;
}

const TWO_POW_32 = 4294967296;

/** One sfc32 step: the next uint32 output and the next state. */
export function nextUint32(state: RngState): Draw<number> {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (((c << 21) | (c >>> 11)) + t) | 0;
  return { value: t >>> 0, state: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] };
}

/** splitmix32: spreads one uint32 into well-mixed words for seeding. */
function splitmix32(x: number): { value: number; next: number } {
  const next = (x + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return { value: (z ^ (z >>> 15)) >>> 0, next };
}

/** A fresh state from a uint32 seed (any number is folded to 32 bits). */
export function seedRng(seed: number): RngState {
  let x = seed >>> 0;
  const words: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const s = splitmix32(x);
    words.push(s.value);
    x = s.next;
  }
  let state: RngState = [words[0] ?? 0, words[1] ?? 0, words[2] ?? 0, words[3] ?? 0];
  for (let i = 0; i < 12; i += 1) state = nextUint32(state).state;
  return state;
}

/** A float in [0, 1). */
export function nextFloat(state: RngState): Draw<number> {
  const d = nextUint32(state);
  return { value: d.value / TWO_POW_32, state: d.state };
}

/** An integer in [min, max], both ends included (bounds are floored; swapped if reversed). */
export function nextInt(state: RngState, min: number, max: number): Draw<number> {
  const lo = Math.floor(Math.min(min, max));
  const hi = Math.floor(Math.max(min, max));
  const d = nextFloat(state);
  return { value: lo + Math.floor(d.value * (hi - lo + 1)), state: d.state };
}

/** True with probability `p` (p ≤ 0 never, p ≥ 1 always; both still advance the state). */
export function chance(state: RngState, p: number): Draw<boolean> {
  const d = nextFloat(state);
  return { value: d.value < p, state: d.state };
}

/** One element chosen uniformly; `undefined` only for an empty list. */
export function pick<T>(state: RngState, items: readonly T[]): Draw<T | undefined> {
  const d = nextInt(state, 0, Math.max(0, items.length - 1));
  return { value: items[d.value], state: d.state };
}

/** One element chosen with probability proportional to its weight (weights ≤ 0 are never chosen). */
export function weightedPick<T>(
  state: RngState,
  items: readonly { item: T; weight: number }[],
): Draw<T | undefined> {
  let total = 0;
  for (const entry of items) total += Math.max(0, entry.weight);
  const d = nextFloat(state);
  let roll = d.value * total;
  for (const entry of items) {
    const w = Math.max(0, entry.weight);
    if (w > 0 && roll < w) return { value: entry.item, state: d.state };
    roll -= w;
  }
  const last = [...items].reverse().find((e) => e.weight > 0);
  return { value: last?.item, state: d.state };
}

/** True for a value that can be used as a state (e.g. read back from storage). */
export function isRngState(value: unknown): value is RngState {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((w) => typeof w === 'number' && Number.isInteger(w) && w >= 0 && w < TWO_POW_32)
  );
}
