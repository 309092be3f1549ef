/** A small seeded PRNG (mulberry32): decorative particles look random but render the same every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Particle {
  /** Horizontal position, % of the screen. */
  left: number;
  /** Size in px. */
  size: number;
  /** Animation delay and duration in s. */
  delay: number;
  duration: number;
  /** Horizontal drift in px over one run. */
  drift: number;
  opacity: number;
}

export function makeParticles(count: number, seed: number, size: [number, number], duration: [number, number]): Particle[] {
  const random = seededRandom(seed);
  const between = ([min, max]: [number, number]) => min + (max - min) * random();
  return Array.from({ length: count }, () => ({
    left: random() * 100,
    size: between(size),
    delay: -between([0, duration[1]]),
    duration: between(duration),
    drift: (random() - 0.5) * 80,
    opacity: 0.4 + random() * 0.6,
  }));
}
