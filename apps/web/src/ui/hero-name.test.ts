import { describe, expect, it } from 'vitest';
import { WARRIOR_CLASSES } from '@rol/rules/content/warrior-classes';
import { MISSING_TEXT } from '../i18n/i18n.ts';
import { bothLangsI18n } from '../i18n/test-i18n.ts';
import { heroName } from './hero-name.ts';

describe('hero names', () => {
  it('names starters and companions, and other heroes by their translated warrior class', () => {
    const en = bothLangsI18n('en');
    const t = (key: string) => en.t(key);
    expect(heroName(t, { imageId: 'hero_knight_f', warriorClass: 'human' })).toBe('Swordmaiden');
    expect(heroName(t, { imageId: 'companion_wolf', warriorClass: 'beast' })).toBe('Wolf');
    expect(heroName(t, { imageId: 'db3_dragon', warriorClass: 'dragon' })).toBe('Dragon');
    const ru = bothLangsI18n('ru');
    expect(heroName((key) => ru.t(key), { imageId: 'shop_human', warriorClass: 'human' })).toBe('Человек');
  });

  it('has a name for every warrior class in both languages', () => {
    for (const lang of ['ru', 'en'] as const) {
      const i18n = bothLangsI18n(lang, () => {});
      for (const warriorClass of Object.keys(WARRIOR_CLASSES)) {
        const name = heroName((key) => i18n.t(key), { imageId: `shop_${warriorClass}`, warriorClass });
        expect(name, `${lang} ${warriorClass}`).not.toBe(MISSING_TEXT);
        expect(name, `${lang} ${warriorClass}`).not.toBe(warriorClass);
      }
    }
  });
});
