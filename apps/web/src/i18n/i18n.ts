import i18next, { type i18n as I18n } from 'i18next';
import { en } from './en.ts';
import { ru } from './ru.ts';
import type { UiLang } from '../launch/launch-params.ts';

export const MISSING_TEXT = '???';
export const UI_LANGS = ['ru', 'en'] as const satisfies readonly UiLang[];

export const resources = {
  ru: { translation: ru },
  en: { translation: en },
} as const;

/**
 * A configured i18next instance: Russian by default, no silent fallback to the other language,
 * and a missing key logs an error and shows question marks (§8).
 */
export function createI18n(lang: UiLang, logMissing: (message: string) => void = (m) => console.error(m)): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    supportedLngs: [...UI_LANGS],
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (lngs, _ns, key) => logMissing(`missing translation "${key}" (${lngs.join(', ')})`),
    parseMissingKeyHandler: () => MISSING_TEXT,
    react: { useSuspense: false },
  });
  return instance;
}
