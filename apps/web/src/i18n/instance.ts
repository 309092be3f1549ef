import { initialUiLang } from '../launch/launch.ts';
import { createI18n } from './i18n.ts';

/** The page's i18next instance, shared by React (through the provider) and Phaser scenes. */
export const i18n = createI18n(initialUiLang);
