import { describe, expect, it } from 'vitest';
import { playBattlesForBench } from './bench-helpers.ts';

describe('bench helper', () => {
  it('plays at least the requested number of blows', () => {
    const r = playBattlesForBench(500);
    expect(r.blows).toBeGreaterThanOrEqual(500);
    expect(r.battles).toBeGreaterThan(0);
  });
});
