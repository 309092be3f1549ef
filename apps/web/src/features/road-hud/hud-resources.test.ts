import { describe, expect, it } from 'vitest';
import { HUD_RESOURCES, expPercent } from './hud-resources.ts';

describe('HUD resources', () => {
  it('list all nine §3 resources and the event currency once', () => {
    const keys = HUD_RESOURCES.map((r) => r.key);
    expect(new Set(keys).size).toBe(10);
    expect(keys).toEqual(
      expect.arrayContaining(['gold', 'crystal', 'elixir', 'mithril', 'sulfur', 'caviar', 'tickets', 'goodPoints', 'evilPoints', 'eventCurrency']),
    );
  });

  it('fill the experience bar within 0..100', () => {
    expect(expPercent(50, 200)).toBe(25);
    expect(expPercent(300, 200)).toBe(100);
    expect(expPercent(5, 0)).toBe(0);
    expect(expPercent(-5, 10)).toBe(0);
  });
});
