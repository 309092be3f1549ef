import { describe, expect, it } from 'vitest';
import { controlTypeOf, roadEffectAt } from './player-looks.ts';
import { moscowTimeToUtc } from './world/server-time.ts';

describe('the player info looks (§3 controlType, roadEffect)', () => {
  it('the phone app swipes, every page taps', () => {
    expect(controlTypeOf('rustore')).toBe('SWIPE');
    for (const source of ['own', 'ya', 'tg', 'vk', 'mystore']) expect(controlTypeOf(source)).toBe('TAP');
  });

  it('the road wears the running event of the player', () => {
    expect(roadEffectAt(moscowTimeToUtc(2026, 10, 29, 12), 'EN')).toBe('pumpkins');
    expect(roadEffectAt(moscowTimeToUtc(2026, 12, 31, 12), 'RU')).toBe('snow');
    // The birthday hat runs inside the spring season and wins.
    expect(roadEffectAt(moscowTimeToUtc(2026, 5, 16, 12), 'RU')).toBe('party');
    expect(roadEffectAt(moscowTimeToUtc(2026, 5, 20, 12), 'RU')).toBe('blossom');
    // Ivan Kupala is for Russian-language players only.
    expect(roadEffectAt(moscowTimeToUtc(2026, 7, 6, 12), 'RU')).toBe('wreaths');
    expect(roadEffectAt(moscowTimeToUtc(2026, 7, 6, 12), 'EN')).toBeNull();
    expect(roadEffectAt(moscowTimeToUtc(2026, 3, 10, 12), 'RU')).toBeNull();
  });
});
