/**
 * §9's animation frame rates and what plays at each (docs/battle.md, "Motion"). Every animation of
 * the battle and the reward moment is a number of frames at one of these rates: its duration is
 * frames ÷ rate, and it advances in whole frames (a stepped ease), as a drawn animation does.
 */
export const FRAME_RATES = [12, 16, 18, 30, 36] as const;
export type FrameRate = (typeof FRAME_RATES)[number];

export type AnimationKind =
  | 'attack'
  | 'hit'
  | 'heal'
  | 'effect'
  | 'death'
  | 'victory'
  | 'float'
  | 'reveal';

export interface AnimationTiming {
  fps: FrameRate;
  frames: number;
}

/**
 * The rate and length of each animation:
 * - attack 18 fps × 6: the striker's leap out and back (a blade's swing is quick but readable);
 * - hit 30 fps × 9: the struck creature's shake and flash (fast, a jolt);
 * - heal 16 fps × 10: the rising glow of a heal or a revival;
 * - effect 12 fps × 8: a status settling on a creature (slow, deliberate, like a spell);
 * - death 12 fps × 12: the fall — tilt, fade and the tombstone;
 * - victory 36 fps × 36: the banner's flourish and the squad's leap (the smoothest, one second);
 * - float 30 fps × 24: a number rising off a creature;
 * - reveal 16 fps × 8: one reward of the result coming into view.
 */
export const ANIMATIONS: Readonly<Record<AnimationKind, AnimationTiming>> = {
  attack: { fps: 18, frames: 6 },
  hit: { fps: 30, frames: 9 },
  heal: { fps: 16, frames: 10 },
  effect: { fps: 12, frames: 8 },
  death: { fps: 12, frames: 12 },
  victory: { fps: 36, frames: 36 },
  float: { fps: 30, frames: 24 },
  reveal: { fps: 16, frames: 8 },
};

/** Milliseconds of `frames` frames at `fps`, played `speed` times faster (whole milliseconds). */
export function framesMs(frames: number, fps: FrameRate, speed = 1): number {
  if (!(speed > 0)) throw new Error(`speed must be positive, got ${speed}`);
  return Math.round((frames * 1000) / fps / speed);
}

/** How long animation `kind` lasts at `speed`. */
export function animationMs(kind: AnimationKind, speed = 1): number {
  const { fps, frames } = ANIMATIONS[kind];
  return framesMs(frames, fps, speed);
}

/**
 * The stepped progress of an animation of `frames` frames at linear progress `t` (0..1): it holds
 * each frame's value until the next frame is due, and reaches 1 exactly at the end.
 */
export function steppedProgress(t: number, frames: number): number {
  if (frames < 1) throw new Error(`an animation has at least one frame, got ${frames}`);
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return Math.floor(t * frames) / frames;
}

/** A tween ease (t → value) for animation `kind`: whole frames, at its rate. */
export function frameEase(kind: AnimationKind): (t: number) => number {
  const { frames } = ANIMATIONS[kind];
  return (t) => steppedProgress(t, frames);
}

/** Which frame (0-based) of animation `kind` shows `elapsedMs` after it started at `speed`. */
export function frameAt(kind: AnimationKind, elapsedMs: number, speed = 1): number {
  const { fps, frames } = ANIMATIONS[kind];
  if (elapsedMs <= 0) return 0;
  return Math.min(frames - 1, Math.floor((elapsedMs * speed * fps) / 1000));
}

/** A tween ease that advances in `frames` whole steps along `shape` (default linear). */
export function stepEase(frames: number, shape: (t: number) => number = (t) => t): (t: number) => number {
  return (t) => shape(steppedProgress(t, frames));
}

/** The shapes the stepped animations follow (plain functions: the game's Phaser build has no Easing). */
export const SHAPES = {
  quadIn: (t: number) => t * t,
  quadOut: (t: number) => t * (2 - t),
  sineIn: (t: number) => 1 - Math.cos((t * Math.PI) / 2),
  backOut: (t: number) => {
    const s = 1.70158;
    const u = t - 1;
    return u * u * ((s + 1) * u + s) + 1;
  },
} as const;
