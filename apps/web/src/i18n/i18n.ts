import i18next, { type i18n as I18n } from 'i18next';
import { ru, type Messages } from './ru.ts';
import type { UiLang } from '../launch/launch-params.ts';

export const MISSING_TEXT = '???';
export const UI_LANGS = ['ru', 'en'] as const satisfies readonly UiLang[];

/** Texts by language: Russian is always there; another language's are added once it is chosen. */
export type UiMessages = Partial<Record<UiLang, Messages>>;

export interface I18nOptions {
  /** The languages' texts (default: Russian only; see `ui-lang.ts` for loading the others). */
  messages?: UiMessages;
  logMissing?: (message: string) => void;
}

/**
 * A configured i18next instance: Russian by default, no silent fallback to the other language,
 * and a missing key logs an error and shows question marks (§8).
 */
export function createI18n(lang: UiLang, { messages = { ru }, logMissing = (m) => console.error(m) }: I18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    supportedLngs: [...UI_LANGS],
    fallbackLng: false,
    resources: Object.fromEntries(Object.entries(messages).map(([code, texts]) => [code, { translation: texts }])),
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
