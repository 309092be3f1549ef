import { describe, expect, it } from 'vitest';
import { HUD_RESOURCES, MAX_SHOWN_RESOURCES, expPercent, shownResources } from './hud-resources.ts';

describe('HUD resources', () => {
  it('list all nine §3 resources, the order’s and the shadow’s points, cups and the event currency once', () => {
    const keys = HUD_RESOURCES.map((r) => r.key);
    expect(new Set(keys).size).toBe(13);
    expect(keys).toEqual(
      expect.arrayContaining(['gold', 'crystal', 'elixir', 'mithril', 'sulfur', 'caviar', 'tickets', 'goodPoints', 'evilPoints', 'orderPoints', 'shadowPoints', 'cups', 'eventCurrency']),
    );
  });

  it('fill the experience bar within 0..100', () => {
    expect(expPercent(50, 200)).toBe(25);
    expect(expPercent(300, 200)).toBe(100);
    expect(expPercent(5, 0)).toBe(0);
    expect(expPercent(-5, 10)).toBe(0);
  });

  it('show the first resources even at 0 and hide the empty rest behind one chip', () => {
    const { shown, hidden } = shownResources({ gold: 307 });
    expect(shown.map((r) => r.key)).toEqual(['gold', 'mithril', 'crystal', 'elixir']);
    expect(hidden).toBe(HUD_RESOURCES.length - 4);
  });

  it('show another resource once the player holds some, within the cap', () => {
    expect(shownResources({ tickets: 2 }).shown.map((r) => r.key)).toContain('tickets');
    const all = Object.fromEntries(HUD_RESOURCES.map((r) => [r.key, 1]));
    const { shown, hidden } = shownResources(all);
    expect(shown).toHaveLength(MAX_SHOWN_RESOURCES);
    expect(hidden).toBe(HUD_RESOURCES.length - MAX_SHOWN_RESOURCES);
  });
});
