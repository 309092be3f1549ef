import { describe, expect, it } from 'vitest';
import { goldPerHealth, healthRestoreOptions } from './health-restore.ts';

describe('health restore prices', () => {
  it('offers nothing when no health is missing', () => {
    expect(healthRestoreOptions(0, 40)).toEqual([]);
    expect(healthRestoreOptions(-3, 40)).toEqual([]);
  });

  it('prices elixir and gems by health alone, rounded up', () => {
    const options = healthRestoreOptions(101, 1);
    expect(options.find((o) => o.id === 'ELIXIR')?.price).toEqual({ ELIXIR: 6 });
    expect(options.find((o) => o.id === 'GEMS')?.price).toEqual({ MITHRIL: 2 });
  });

  it('asks more gold per health point as the player grows, never nothing', () => {
    expect(goldPerHealth(80)).toBeGreaterThan(goldPerHealth(10));
    expect(goldPerHealth(0)).toBe(goldPerHealth(1));
    const gold = (level: number) => healthRestoreOptions(1, level).find((o) => o.id === 'GOLD')?.price.GOLD;
    expect(gold(1)).toBe(1);
    expect(healthRestoreOptions(10_000, 75).find((o) => o.id === 'GOLD')?.price).toEqual({
      GOLD: Math.ceil(10_000 * goldPerHealth(75)),
    });
  });
});
