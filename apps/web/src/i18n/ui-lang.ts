import type { i18n as I18n } from 'i18next';
import type { UiLang } from '../launch/launch-params.ts';
import { ru, type Messages } from './ru.ts';

/** Russian is in the main bundle; English is its own chunk, downloaded only when it is chosen. */
const LOADERS: Record<UiLang, () => Promise<Messages>> = {
  ru: () => Promise.resolve(ru),
  en: () => import('./en.ts').then((m) => m.en),
};

/**
 * Switches `i18n` to `lang`, first loading that language's texts if they are not there yet.
 * Resolves to whether `lang` is now the language (false when a later call asked for another one
 * while the texts were downloading).
 */
export function createLangSwitcher(i18n: I18n): (lang: UiLang) => Promise<boolean> {
  let wanted: UiLang | null = null;
  return async (lang) => {
    wanted = lang;
    if (!i18n.hasResourceBundle(lang, 'translation')) {
      const messages = await LOADERS[lang]();
      i18n.addResourceBundle(lang, 'translation', messages);
    }
    if (wanted !== lang) return false;
    if (i18n.language !== lang) await i18n.changeLanguage(lang);
    return true;
  };
}
