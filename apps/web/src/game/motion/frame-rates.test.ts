import { describe, expect, it } from 'vitest';
import { ANIMATIONS, FRAME_RATES, animationMs, frameAt, frameEase, framesMs, stepEase, steppedProgress } from './frame-rates.ts';

describe('§9 frame rates', () => {
  it('are the five the spec gives, and every animation uses one of them', () => {
    expect([...FRAME_RATES]).toEqual([12, 16, 18, 30, 36]);
    for (const timing of Object.values(ANIMATIONS)) expect(FRAME_RATES).toContain(timing.fps);
    // Every rate is in use.
    expect(new Set(Object.values(ANIMATIONS).map((t) => t.fps))).toEqual(new Set(FRAME_RATES));
  });

  it('turn frames into milliseconds, faster when fast-forwarded', () => {
    expect(framesMs(12, 12)).toBe(1000);
    expect(framesMs(6, 18)).toBe(333);
    expect(framesMs(36, 36)).toBe(1000);
    expect(framesMs(9, 30, 2)).toBe(150);
    expect(animationMs('death')).toBe(1000);
    expect(animationMs('attack', 4)).toBe(83);
    expect(() => framesMs(1, 12, 0)).toThrow();
  });

  it('advance in whole frames', () => {
    expect(steppedProgress(0, 4)).toBe(0);
    expect(steppedProgress(0.24, 4)).toBe(0);
    expect(steppedProgress(0.25, 4)).toBe(0.25);
    expect(steppedProgress(0.99, 4)).toBe(0.75);
    expect(steppedProgress(1, 4)).toBe(1);
    expect(() => steppedProgress(0.5, 0)).toThrow();
    const ease = frameEase('effect');
    expect(ease(0.5)).toBe(0.5);
    expect(ease(0.6)).toBe(0.5);
    const squared = stepEase(2, (t) => t * t);
    expect(squared(0.7)).toBe(0.25);
    expect(squared(1)).toBe(1);
  });

  it('tell which frame shows at a moment', () => {
    // Death: 12 frames at 12 fps, one frame every 83 ms.
    expect(frameAt('death', 0)).toBe(0);
    expect(frameAt('death', 84)).toBe(1);
    expect(frameAt('death', 5000)).toBe(11);
    // Twice as fast: frame 2 at the same moment.
    expect(frameAt('death', 170, 2)).toBe(4);
  });
});
