import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../api/error-text.ts';
import type { UiLang } from '../launch/launch-params.ts';

/** Turns a failed call into the text to show, in the current language (§8). */
export function useFailureText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  const lang: UiLang = i18n.language === 'en' ? 'en' : 'ru';
  return useCallback((error: unknown) => failureText(error, lang, t), [lang, t]);
}

export function useUiLang(): UiLang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'ru';
}
