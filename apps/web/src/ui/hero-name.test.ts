import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import { heroName } from './hero-name.ts';

describe('hero names', () => {
  it('names starters and companions, and falls back to the warrior class', () => {
    const en = createI18n('en');
    const t = (key: string) => en.t(key);
    expect(heroName(t, { imageId: 'hero_knight_f', warriorClass: 'human' })).toBe('Swordmaiden');
    expect(heroName(t, { imageId: 'companion_wolf', warriorClass: 'beast' })).toBe('Wolf');
    expect(heroName(t, { imageId: 'db3_dragon', warriorClass: 'dragon' })).toBe('dragon');
  });
});
