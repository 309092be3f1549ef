import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_FLOOD, DEFAULT_WORLD_SEED, messageFloodFrom, worldSeedFrom } from './app-config.ts';

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

describe('messageFloodFrom (env MESSAGE_FLOOD_LIMIT)', () => {
  it('defaults to 5 messages in 10 s when unset or blank', () => {
    expect(messageFloodFrom(undefined)).toEqual({ messages: 5, windowMs: 10_000 });
    expect(messageFloodFrom(' ')).toBe(DEFAULT_MESSAGE_FLOOD);
  });

  it('reads N/S: N messages in S seconds', () => {
    expect(messageFloodFrom('3/20')).toEqual({ messages: 3, windowMs: 20_000 });
    expect(messageFloodFrom(' 100000 / 1 ')).toEqual({ messages: 100_000, windowMs: 1000 });
  });

  it('refuses anything else', () => {
    for (const bad of ['5', '0/10', '5/0', '-1/10', '1.5/10', '5/10s', 'abc', '100001/1', '1/100001'])
      expect(() => messageFloodFrom(bad), bad).toThrow(/MESSAGE_FLOOD_LIMIT/);
  });
});
