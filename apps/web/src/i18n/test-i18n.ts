import type { i18n as I18n } from 'i18next';
import type { UiLang } from '../launch/launch-params.ts';
import { en } from './en.ts';
import { createI18n } from './i18n.ts';
import { ru } from './ru.ts';

/**
 * For tests: an i18n instance in `lang` that holds both languages' texts (the app loads English only
 * once it is chosen). `logMissing` replaces the error log of a missing key.
 */
export function bothLangsI18n(lang: UiLang, logMissing?: (message: string) => void): I18n {
  return createI18n(lang, { messages: { ru, en }, ...(logMissing ? { logMissing } : {}) });
}
