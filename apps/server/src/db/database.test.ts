import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { DEFAULT_POOL_MAX, poolMaxForCores, poolMaxFrom } from './database.ts';

describe('the default pool size', () => {
  it('is twice the cores and one more, at least 4', () => {
    expect(poolMaxForCores(1)).toBe(4);
    expect(poolMaxForCores(2)).toBe(5);
    expect(poolMaxForCores(8)).toBe(17);
    expect(DEFAULT_POOL_MAX).toBe(poolMaxForCores(availableParallelism()));
  });
});

describe('poolMaxFrom (DATABASE_POOL_MAX)', () => {
  it('is the default when unset or empty', () => {
    expect(poolMaxFrom(undefined)).toBe(DEFAULT_POOL_MAX);
    expect(poolMaxFrom('  ')).toBe(DEFAULT_POOL_MAX);
  });

  it('takes an integer from 1 to 1000', () => {
    expect(poolMaxFrom('1')).toBe(1);
    expect(poolMaxFrom(' 40 ')).toBe(40);
    expect(poolMaxFrom('1000')).toBe(1000);
  });

  it('refuses anything else, so a typo never starts a server with a surprising pool', () => {
    for (const bad of ['0', '1001', '-5', '2.5', 'ten', '1e3'])
      expect(() => poolMaxFrom(bad), bad).toThrow(/DATABASE_POOL_MAX/);
  });
});
