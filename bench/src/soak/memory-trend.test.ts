import { describe, expect, it } from 'vitest';
import { memoryVerdict, type MemorySample } from './memory-trend.ts';

const series = (rss: number[], heap: number[] = rss.map(() => 40)): MemorySample[] =>
  rss.map((r, i) => ({ at: (i + 1) * 30, rssMb: r, heapMb: heap[i] ?? 40 }));

describe('memoryVerdict (soak: server memory flat within 10 % after warm-up)', () => {
  it('passes a run whose memory only wobbles, even when one sample is 15 % above the start', () => {
    const v = memoryVerdict(series([180, 175, 185, 207, 178, 182, 176, 184]));
    expect(v.rss.startMb).toBe(177.5);
    expect(v.rss.endMb).toBe(180);
    expect(v.rss.maxGrowth).toBeGreaterThan(0.1);
    expect(v.flat).toBe(true);
  });

  it('fails a run whose RSS ends more than 10 % above where it started', () => {
    const v = memoryVerdict(series([180, 182, 190, 196, 200, 205, 210, 214]));
    expect(v.rss.growth).toBeGreaterThan(0.1);
    expect(v.rss.slopeMbPerMin).toBeGreaterThan(0);
    expect(v.flat).toBe(false);
  });

  it('fails a heap leak that RSS alone would hide', () => {
    const v = memoryVerdict(
      series([200, 200, 200, 200, 200, 200, 200, 200], [30, 31, 32, 33, 34, 35, 36, 37]),
    );
    expect(v.rss.growth).toBe(0);
    expect(v.heap.growth).toBeGreaterThan(0.1);
    expect(v.flat).toBe(false);
  });

  it('does not count a high first sample as the start (the first-sample-only criterion passed anything then)', () => {
    const v = memoryVerdict(series([240, 170, 172, 190, 195, 196, 198, 200]));
    // the first quarter's median is 205, not 240; the end (199) is below it
    expect(v.rss.startMb).toBe(205);
    expect(v.flat).toBe(true);
    const rising = memoryVerdict(series([240, 170, 172, 200, 215, 220, 228, 231]));
    expect(rising.rss.growth).toBeGreaterThan(0.1);
    expect(rising.flat).toBe(false);
  });

  it('refuses too few samples to judge', () => {
    expect(() => memoryVerdict(series([100, 100, 100]))).toThrow(/at least 4/);
  });
});
