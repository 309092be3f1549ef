import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { createLangSwitcher } from './ui-lang.ts';

describe('interface language switch', () => {
  it('starts in Russian without the English texts and loads them when English is chosen', async () => {
    const i18n = createI18n('ru', { logMissing: () => {} });
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    const setLang = createLangSwitcher(i18n);
    await expect(setLang('en')).resolves.toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('loading.progress', { percent: 42 })).toBe('loading 42%');
    await expect(setLang('ru')).resolves.toBe(true);
    expect(i18n.t('loading.progress', { percent: 42 })).toBe('загрузка 42%');
  });

  it('keeps the language asked for last when an earlier switch is still loading', async () => {
    const i18n = createI18n('ru', { logMissing: () => {} });
    const setLang = createLangSwitcher(i18n);
    const toEnglish = setLang('en');
    const backToRussian = setLang('ru');
    await expect(backToRussian).resolves.toBe(true);
    await expect(toEnglish).resolves.toBe(false);
    expect(i18n.language).toBe('ru');
  });
});
