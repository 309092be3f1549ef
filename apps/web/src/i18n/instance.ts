import { createI18n } from './i18n.ts';
import { createLangSwitcher } from './ui-lang.ts';

/**
 * The page's i18next instance, shared by React (through the provider) and Phaser scenes. It starts
 * in Russian; `setUiLang` loads another language's texts and switches to it.
 */
export const i18n = createI18n('ru');

export const setUiLang = createLangSwitcher(i18n);
