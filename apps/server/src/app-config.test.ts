import { describe, expect, it } from 'vitest';
import { DEFAULT_WORLD_SEED, worldSeedFrom } from './app-config.ts';

describe('worldSeedFrom (env WORLD_SEED)', () => {
  it('defaults when unset or blank', () => {
    expect(worldSeedFrom(undefined)).toBe(DEFAULT_WORLD_SEED);
    expect(worldSeedFrom('  ')).toBe(DEFAULT_WORLD_SEED);
  });

  it('reads an unsigned 32-bit integer', () => {
    expect(worldSeedFrom('0')).toBe(0);
    expect(worldSeedFrom(' 4294967295 ')).toBe(4_294_967_295);
  });

  it('refuses anything else so a typo never silently moves the world', () => {
    for (const bad of ['4294967296', '-1', '1.5', 'abc', '0x10'])
      expect(() => worldSeedFrom(bad)).toThrow(/WORLD_SEED/);
  });
});
