import { describe, expect, it } from 'vitest';
import { WARRIOR_CLASSES } from '@rol/rules/content/warrior-classes';
import { en as enTexts } from '../i18n/en.ts';
import { createI18n, MISSING_TEXT } from '../i18n/i18n.ts';
import { ru as ruTexts } from '../i18n/ru.ts';
import { heroName } from './hero-name.ts';

/** Both languages' texts (the app loads English only when it is chosen). */
const messages = { ru: ruTexts, en: enTexts };

describe('hero names', () => {
  it('names starters and companions, and other heroes by their translated warrior class', () => {
    const en = createI18n('en', { messages });
    const t = (key: string) => en.t(key);
    expect(heroName(t, { imageId: 'hero_knight_f', warriorClass: 'human' })).toBe('Swordmaiden');
    expect(heroName(t, { imageId: 'companion_wolf', warriorClass: 'beast' })).toBe('Wolf');
    expect(heroName(t, { imageId: 'db3_dragon', warriorClass: 'dragon' })).toBe('Dragon');
    const ru = createI18n('ru', { messages });
    expect(heroName((key) => ru.t(key), { imageId: 'shop_human', warriorClass: 'human' })).toBe('Человек');
  });

  it('has a name for every warrior class in both languages', () => {
    for (const lang of ['ru', 'en'] as const) {
      const i18n = createI18n(lang, { messages, logMissing: () => {} });
      for (const warriorClass of Object.keys(WARRIOR_CLASSES)) {
        const name = heroName((key) => i18n.t(key), { imageId: `shop_${warriorClass}`, warriorClass });
        expect(name, `${lang} ${warriorClass}`).not.toBe(MISSING_TEXT);
        expect(name, `${lang} ${warriorClass}`).not.toBe(warriorClass);
      }
    }
  });
});
