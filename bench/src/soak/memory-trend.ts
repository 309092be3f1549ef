import { round } from '../stats.ts';

/** One memory sample of the soak, taken after a full GC in the server. */
export interface MemorySample {
  /** Seconds after warm-up. */
  at: number;
  rssMb: number;
  heapMb: number;
}

/** How one memory figure moved from the start of the soak to its end. */
export interface MemoryGrowth {
  /** Median of the first quarter of the samples (at least two). */
  startMb: number;
  /** Median of the last quarter of the samples (at least two). */
  endMb: number;
  /** (end − start) ÷ start. */
  growth: number;
  /** Highest sample, and its growth over `startMb` (reported; single samples of RSS are noisy). */
  maxMb: number;
  maxGrowth: number;
  /** Least-squares slope over every sample, MB per minute. */
  slopeMbPerMin: number;
}

export interface MemoryVerdict {
  rss: MemoryGrowth;
  heap: MemoryGrowth;
  /** The soak's limit on growth (10 %): both RSS and the V8 heap must stay within it. */
  limit: number;
  flat: boolean;
}

export const MEMORY_GROWTH_LIMIT = 0.1;

/** Median with an even count as the mean of the two middle values. */
function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[half] ?? Number.NaN)
    : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
}

function slopePerMinute(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60;
}

function growthOf(samples: readonly MemorySample[], pick: (s: MemorySample) => number): MemoryGrowth {
  const window = Math.max(2, Math.floor(samples.length / 4));
  const values = samples.map(pick);
  const startMb = middle(values.slice(0, window));
  const endMb = middle(values.slice(-window));
  const maxMb = Math.max(...values);
  return {
    startMb: round(startMb),
    endMb: round(endMb),
    growth: round((endMb - startMb) / startMb, 3),
    maxMb: round(maxMb),
    maxGrowth: round((maxMb - startMb) / startMb, 3),
    slopeMbPerMin: round(slopePerMinute(samples.map((s) => ({ x: s.at, y: pick(s) }))), 2),
  };
}

/**
 * Whether the server's memory stayed flat through the soak: the median of the last quarter of the
 * samples against the median of the first quarter, for RSS and for the V8 heap, each within 10 %.
 * Medians of quarters, not the first sample against the highest: RSS after GC moves ±15 % between
 * single samples (the allocator keeps and returns pages), while a leak moves the whole end of the run.
 * Needs at least four samples.
 */
export function memoryVerdict(samples: readonly MemorySample[], limit = MEMORY_GROWTH_LIMIT): MemoryVerdict {
  if (samples.length < 4) throw new Error(`the soak needs at least 4 memory samples, got ${samples.length}`);
  const rss = growthOf(samples, (s) => s.rssMb);
  const heap = growthOf(samples, (s) => s.heapMb);
  return { rss, heap, limit, flat: rss.growth <= limit && heap.growth <= limit };
}
