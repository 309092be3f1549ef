import { createStore } from 'zustand/vanilla';

/** The battle's fast-forward choices: normal, twice and four times as fast (docs/battle.md, "Motion"). */
export const FAST_FORWARD_SPEEDS = [1, 2, 4] as const;
export type FastForward = (typeof FAST_FORWARD_SPEEDS)[number];

/** How fast a skipped playback (or one under reduced motion) runs: every frame still lands, at once. */
export const SKIP_SPEED = 25;

export interface MotionState {
  /** The player's fast-forward, kept between battles. */
  fastForward: FastForward;
  /** The current playback is being skipped to its end. */
  skipping: boolean;
}

/** The speed animations play at: a skip or reduced motion runs them through, else the fast-forward. */
export function effectiveSpeed(state: MotionState, reducedMotion: boolean): number {
  if (state.skipping || reducedMotion) return SKIP_SPEED;
  return state.fastForward;
}

/** The next fast-forward after `current` (1 → 2 → 4 → 1). */
export function nextFastForward(current: FastForward): FastForward {
  const i = FAST_FORWARD_SPEEDS.indexOf(current);
  return FAST_FORWARD_SPEEDS[(i + 1) % FAST_FORWARD_SPEEDS.length]!;
}

const STORAGE_KEY = 'rol.battleSpeed';

function storedFastForward(): FastForward {
  try {
    const value = Number(globalThis.localStorage?.getItem(STORAGE_KEY));
    return (FAST_FORWARD_SPEEDS as readonly number[]).includes(value) ? (value as FastForward) : 1;
  } catch {
    return 1;
  }
}

export const motionStore = createStore<MotionState>()(() => ({ fastForward: storedFastForward(), skipping: false }));

export function setFastForward(fastForward: FastForward): void {
  motionStore.setState({ fastForward });
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, String(fastForward));
  } catch {
    // A browser refusing storage keeps the choice for this visit only.
  }
}

/** Whether the player asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The speed animations play at right now. */
export function motionSpeed(): number {
  return effectiveSpeed(motionStore.getState(), prefersReducedMotion());
}
